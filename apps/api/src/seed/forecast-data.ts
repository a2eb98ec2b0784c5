import type { ChargeType } from "@tronc/domain";

/** Which of the three demo group companies (Événements, Digital, Formation) takes what percent. */
export type DemoSplit = readonly [events: number, digital: number, training: number];

export interface DemoCharge {
  title: string;
  type: ChargeType;
  /** Euros, as typed in 'Enregistrer une charge' (the service makes it negative). */
  amount: string;
  everyNMonth: number;
  dayOfMonth: number;
  /** The charge started on the 1st of the month this many months before today's month. */
  startedMonthsAgo: number;
  color: string;
  split: DemoSplit;
  /**
   * Per mille added to the planned amount when the payment is declared real (salaries, VAT, social
   * contributions vary from month to month; a rent does not): 0 pays exactly what was planned.
   */
  realDriftPerMille: readonly number[];
  /** Days between the planned day and the day the bank shows the payment. */
  realDelayDays: number;
}

const ALL_EVENTS: DemoSplit = [100, 0, 0];
const ALL_DIGITAL: DemoSplit = [0, 100, 0];
const ALL_TRAINING: DemoSplit = [0, 0, 100];
const HALF_EVENTS: DemoSplit = [50, 30, 20];
const EVEN_STAFF: DemoSplit = [40, 30, 30];

/** A dozen charges of every type, as a small group of three companies pays them. */
export const DEMO_CHARGES: readonly DemoCharge[] = [
  {
    title: "Loyer bureaux Lyon — rue de la République",
    type: "CHARGE_TYPE_RENT",
    amount: "3 200,00",
    everyNMonth: 1,
    dayOfMonth: 5,
    startedMonthsAgo: 30,
    color: "#cab2e3",
    split: ALL_EVENTS,
    realDriftPerMille: [0],
    realDelayDays: 0,
  },
  {
    title: "Loyer bureaux Paris — rue Oberkampf",
    type: "CHARGE_TYPE_RENT",
    amount: "2 750,00",
    everyNMonth: 1,
    dayOfMonth: 5,
    startedMonthsAgo: 18,
    color: "#cab2e3",
    split: ALL_DIGITAL,
    realDriftPerMille: [0],
    realDelayDays: 1,
  },
  {
    title: "Loyer salle de formation Nantes — quai de la Fosse",
    type: "CHARGE_TYPE_RENT",
    amount: "1 480,00",
    everyNMonth: 1,
    dayOfMonth: 1,
    startedMonthsAgo: 9,
    color: "#cab2e3",
    split: ALL_TRAINING,
    realDriftPerMille: [0],
    realDelayDays: 0,
  },
  {
    title: "Leasing Renault Master — transport du matériel",
    type: "CHARGE_TYPE_FINANCIAL_RENT",
    amount: "689,40",
    everyNMonth: 1,
    dayOfMonth: 10,
    startedMonthsAgo: 14,
    color: "#9ec5fe",
    split: ALL_EVENTS,
    realDriftPerMille: [0],
    realDelayDays: 0,
  },
  {
    title: "Crédit-bail régie son et lumière",
    type: "CHARGE_TYPE_FINANCIAL_RENT",
    amount: "2 145,00",
    everyNMonth: 3,
    dayOfMonth: 15,
    startedMonthsAgo: 7,
    color: "#9ec5fe",
    split: HALF_EVENTS,
    realDriftPerMille: [0],
    realDelayDays: 0,
  },
  {
    title: "Stockage du matériel scénique — entrepôt de Vénissieux",
    type: "CHARGE_TYPE_PROD",
    amount: "950,00",
    everyNMonth: 1,
    dayOfMonth: 12,
    startedMonthsAgo: 11,
    color: "#ffd8a8",
    split: ALL_EVENTS,
    realDriftPerMille: [0, 42, -18],
    realDelayDays: 2,
  },
  {
    title: "Microsoft 365 Business Standard",
    type: "CHARGE_TYPE_SUBSTRIPTION",
    amount: "264,00",
    everyNMonth: 1,
    dayOfMonth: 2,
    startedMonthsAgo: 24,
    color: "#a5d8ff",
    split: EVEN_STAFF,
    realDriftPerMille: [0],
    realDelayDays: 0,
  },
  {
    title: "Adobe Creative Cloud — abonnement annuel équipe",
    type: "CHARGE_TYPE_SUBSTRIPTION",
    amount: "4 318,56",
    everyNMonth: 12,
    dayOfMonth: 20,
    startedMonthsAgo: 7,
    color: "#a5d8ff",
    split: ALL_DIGITAL,
    realDriftPerMille: [0],
    realDelayDays: 0,
  },
  {
    title: "Salaires nets du mois",
    type: "CHARGE_TYPE_SALARIES",
    amount: "24 800,00",
    everyNMonth: 1,
    dayOfMonth: 28,
    startedMonthsAgo: 36,
    color: "#b2f2bb",
    split: EVEN_STAFF,
    realDriftPerMille: [13, -6, 21],
    realDelayDays: 0,
  },
  {
    title: "URSSAF — cotisations sociales",
    type: "CHARGE_TYPE_URSSAF",
    amount: "10 450,00",
    everyNMonth: 1,
    dayOfMonth: 15,
    startedMonthsAgo: 36,
    color: "#ffc9c9",
    split: EVEN_STAFF,
    realDriftPerMille: [9, -4, 17],
    realDelayDays: 0,
  },
  {
    title: "TVA — déclaration CA3 trimestrielle",
    type: "CHARGE_TYPE_TVA",
    amount: "12 480,00",
    everyNMonth: 3,
    dayOfMonth: 24,
    startedMonthsAgo: 26,
    color: "#ffec99",
    split: HALF_EVENTS,
    realDriftPerMille: [-37, 58],
    realDelayDays: 0,
  },
  {
    title: "Honoraires expert-comptable — Cabinet Delorme",
    type: "CHARGE_TYPE_OTHER",
    amount: "1 150,00",
    everyNMonth: 1,
    dayOfMonth: 8,
    startedMonthsAgo: 20,
    color: "#dee2e6",
    split: HALF_EVENTS,
    realDriftPerMille: [0],
    realDelayDays: 3,
  },
  {
    title: "Assurance multirisque professionnelle — Hiscox",
    type: "CHARGE_TYPE_OTHER",
    amount: "3 960,00",
    everyNMonth: 12,
    dayOfMonth: 3,
    startedMonthsAgo: 2,
    color: "#dee2e6",
    split: EVEN_STAFF,
    realDriftPerMille: [0],
    realDelayDays: 0,
  },
];

/** The bank's balance read on the 1st of the month three months ago (euros). */
export const DEMO_BANK_BALANCE = "186 420,35";

/** A line typed by hand and declared paid: `monthsAgo` before today's month, on `day`. */
export interface DemoHandLine {
  title: string;
  /** Euros, signed by `type`. */
  amount: string;
  type: "income" | "expense";
  monthsAgo: number;
  day: number;
  split: DemoSplit;
}

/** Clients' payments, bank fees and a refund over the past three months, as typed by the accountant. */
export const DEMO_HAND_LINES: readonly DemoHandLine[] = [
  {
    title: "Règlement client — Salon Lyon Tech",
    amount: "38 400,00",
    type: "income",
    monthsAgo: 3,
    day: 9,
    split: ALL_EVENTS,
  },
  {
    title: "Règlement client — refonte site Agence Mistral",
    amount: "14 760,00",
    type: "income",
    monthsAgo: 3,
    day: 21,
    split: ALL_DIGITAL,
  },
  { title: "Frais bancaires", amount: "42,60", type: "expense", monthsAgo: 3, day: 27, split: HALF_EVENTS },
  {
    title: "Règlement client — séminaire Crédit Lyonnais",
    amount: "26 950,00",
    type: "income",
    monthsAgo: 2,
    day: 6,
    split: ALL_EVENTS,
  },
  {
    title: "Règlement client — formations OPCO Atlas",
    amount: "9 870,00",
    type: "income",
    monthsAgo: 2,
    day: 17,
    split: ALL_TRAINING,
  },
  {
    title: "Remboursement client — acompte annulé",
    amount: "1 200,00",
    type: "expense",
    monthsAgo: 2,
    day: 19,
    split: ALL_EVENTS,
  },
  { title: "Frais bancaires", amount: "38,90", type: "expense", monthsAgo: 2, day: 27, split: HALF_EVENTS },
  {
    title: "Règlement client — convention annuelle Groupe Seb",
    amount: "31 200,00",
    type: "income",
    monthsAgo: 1,
    day: 11,
    split: ALL_EVENTS,
  },
  {
    title: "Règlement client — application mobile Vélo'v",
    amount: "18 300,00",
    type: "income",
    monthsAgo: 1,
    day: 14,
    split: ALL_DIGITAL,
  },
  { title: "Frais bancaires", amount: "45,15", type: "expense", monthsAgo: 1, day: 27, split: HALF_EVENTS },
];
