import { INVOICE_STATE_LABELS } from "../../billing/invoice-states";
import { OPERATION_CATEGORY_LABELS } from "../../billing/operation-category";
import { CHARGE_STATE_LABELS, CHARGE_TYPE_LABELS } from "../../cash/charges";
import { CREDIT_STATE_LABELS } from "../../money-in/credit-notes";
import { PAYMENT_MODE_LABELS } from "../../money-in/payments";
import { PURCHASE_ORDER_STATE_LABELS } from "../../money-out/purchase-order-rules";
import { SUPPLIER_INVOICE_STATE_LABELS } from "../../money-out/supplier-invoices";
import { QUOTATION_STATE_LABELS } from "../../proposals/quotations";
import { LEAD_LEVEL_LABELS, LEAD_STATUS_LABELS } from "../../sales/lead-rules";
import { REFUSED_STATUS_LABELS } from "../../sales/recommendations";
import type { RecordKind } from "../../shared/record-kinds";
import { PROJECT_STATE_LABELS } from "../../work/project-states";
import { TASK_PRIORITY_LABELS, TASK_STATE_LABELS } from "../../work/tasks";
import { MATERIAL_FIELD_LABELS, MATERIAL_TYPE_LABELS } from "../material-rules";

/** Rows another value may point at, named for the reader (a user's full name, a company's name…). */
export type HistoryRefKind = "user" | "company" | "triangleCompany" | "project" | "supplier" | "taskType";

/**
 * How a field's raw audit text reads: as written (text, cut short and without tags), cents, a calendar
 * date, an instant, a yes/no, a percentage, hours, a hidden secret, a split between group companies,
 * one of a table's labels, or the name of the row(s) an id points at.
 */
export type HistoryValueFormat =
  | "text"
  | "money"
  | "date"
  | "instant"
  | "boolean"
  | "percent"
  | "hours"
  | "secret"
  | "shares"
  | { labels: Readonly<Record<string, string>> }
  | { ref: HistoryRefKind; many?: boolean };

export interface HistoryField {
  /** The field as the record's screen names it ('Statut', 'Date de facture'). */
  label: string;
  /** Plain text when absent. */
  format?: HistoryValueFormat;
  /** Something that happened rather than a value that changed: 'Avenant créé : DE-…-A1'. */
  event?: boolean;
}

type FieldTable = Readonly<Record<string, HistoryField>>;

const ref = (kind: HistoryRefKind, label: string): HistoryField => ({ label, format: { ref: kind } });
const refs = (kind: HistoryRefKind, label: string): HistoryField => ({
  label,
  format: { ref: kind, many: true },
});
const choice = (label: string, labels: Readonly<Record<string, string>>): HistoryField => ({
  label,
  format: { labels },
});
const as =
  (format: HistoryValueFormat) =>
  (label: string): HistoryField => ({ label, format });
const text = (label: string): HistoryField => ({ label });
const money = as("money");
const date = as("date");
const instant = as("instant");
const yesNo = as("boolean");
const percent = as("percent");
const secret = as("secret");

/** Fields most records share, named the same on every screen; a kind's own table wins over these. */
const COMMON_FIELDS: FieldTable = {
  name: text("Nom"),
  title: text("Titre"),
  comment: text("Commentaire"),
  internalComment: text("Commentaire interne"),
  note: text("Note"),
  email: text("E-mail"),
  phone: text("Téléphone"),
  siret: text("SIRET"),
  address: text("Adresse"),
  invoiceHeadName: text("Nom de facturation"),
  invoiceAddress: text("Adresse de facturation"),
  paymentMode: choice("Mode de paiement", PAYMENT_MODE_LABELS),
  advancePercent: percent("Acompte"),
  amount: money("Montant"),
  amountCents: money("Montant"),
  isActive: yesNo("Actif"),
  confirmed: yesNo("Confirmé"),
  fileId: text("Fichier"),
  deleted: text("Suppression"),
  companyId: ref("company", "Client"),
  triangleCompanyId: ref("triangleCompany", "Entreprise du groupe"),
  triangleCompanyIds: refs("triangleCompany", "Entreprises du groupe"),
  supplierId: ref("supplier", "Fournisseur"),
  projectId: ref("project", "Projet"),
  userId: ref("user", "Utilisateur"),
  createdAt: instant("Créé le"),
};

/** The material screen's labels, without their article ('La marque' → 'Marque'). */
const materialFields: FieldTable = Object.fromEntries(
  Object.entries(MATERIAL_FIELD_LABELS).map(([field, label]) => [
    field,
    text(label.replace(/^(Le |La |L')/, "").replace(/^./, (first) => first.toUpperCase())),
  ]),
);

/** Each kind's fields (the wire names of its inputs), as its screen labels them. */
export const HISTORY_FIELDS: Readonly<Record<RecordKind, FieldTable>> = {
  lead: {
    subject: text("Objet"),
    brief: text("Brief"),
    leadLevel: choice("Niveau", LEAD_LEVEL_LABELS),
    leadStatus: choice("Statut", LEAD_STATUS_LABELS),
    ownerId: ref("user", "Responsable"),
    userAssignedId: ref("user", "Assigné à"),
    companyId: ref("company", "Entreprise"),
    sourceTriangleCompanyId: ref("triangleCompany", "Entreprise source"),
    callbackAt: instant("Rappel"),
    callbackSubject: text("Objet du rappel"),
    callbackUserId: ref("user", "Qui rappelle"),
    source: text("Source"),
    message: text("Message"),
  },
  client: {
    name: text("Raison sociale"),
    activitySector: text("Secteur d'activité"),
    companySize: text("Taille de l'entreprise"),
    isFactor: yesNo("Affacturage"),
    website: text("Site internet"),
  },
  contact: {
    occupation: text("Fonction"),
    companyId: ref("company", "Entreprise"),
  },
  quotation: {
    state: choice("Statut", QUOTATION_STATE_LABELS),
    isRecurringPayment: yesNo("Paiement récurrent"),
    amountCents: money("Montant HT"),
    amendment: { label: "Avenant créé", event: true },
    amendmentOf: { label: "Créé comme avenant de", event: true },
  },
  invoice: {
    state: choice("Statut", INVOICE_STATE_LABELS),
    deliveryAddress: text("Adresse de livraison"),
    invoiceDate: date("Date de facture"),
    serviceDate: date("Date de prestation"),
    operationCategory: choice("Catégorie d'opération", OPERATION_CATEGORY_LABELS),
    confirmed: yesNo("Confirmée"),
    triangleCompanyId: ref("triangleCompany", "Entreprise émettrice"),
    amountLeftCents: money("Reste à payer"),
  },
  "credit-note": {
    state: choice("Statut", CREDIT_STATE_LABELS),
    creditDate: date("Date de l'avoir"),
    triangleCompanyId: ref("triangleCompany", "Entreprise émettrice"),
    amountLeftCents: money("Reste à utiliser"),
  },
  "supplier-invoice": {
    state: choice("Statut", SUPPLIER_INVOICE_STATE_LABELS),
    invoiceNumber: text("Numéro de facture"),
    amount: money("Montant TTC"),
    amountCents: money("Montant TTC"),
    amountTva: money("Montant de TVA"),
    amountTvaCents: money("Montant de TVA"),
    paymentAt: date("Date de paiement"),
    invoiceReceivedAt: date("Date de réception"),
    invoiceAt: date("Date de facture"),
    purchaseOrderId: text("Bon de commande"),
    confirmed: yesNo("Confirmée"),
  },
  supplier: {
    contactName: text("Nom du contact"),
    contactMail: text("E-mail du contact"),
    contactPhone: text("Téléphone du contact"),
    paymentMode: text("Conditions de paiement"),
  },
  "purchase-order": {
    state: choice("Statut", PURCHASE_ORDER_STATE_LABELS),
  },
  project: {
    state: choice("Statut", PROJECT_STATE_LABELS),
    creatorId: ref("user", "Créateur"),
    projectManagerId: ref("user", "Chef de projet"),
    ownerTriangleCompanyId: ref("triangleCompany", "Entreprise du groupe"),
    deliveryDate: date("Date de livraison"),
    refusedStatus: choice("Motif de refus", REFUSED_STATUS_LABELS),
    gameUrl: text("Lien du jeu"),
    triangleUserIds: refs("user", "Équipe"),
    fileIds: text("Fichiers"),
    materialIds: text("Matériels"),
  },
  task: {
    name: text("Titre"),
    taskTypeId: ref("taskType", "Type de tâche"),
    assigneeIds: refs("user", "Assignés"),
    state: choice("Statut", TASK_STATE_LABELS),
    priority: choice("Priorité", TASK_PRIORITY_LABELS),
    startAt: date("Début"),
    endAt: date("Fin"),
    description: text("Description"),
    progress: percent("Avancement"),
    duration: as("hours")("Durée"),
    attachmentIds: text("Pièces jointes"),
  },
  material: {
    ...materialFields,
    type: choice("Type", MATERIAL_TYPE_LABELS),
    triangleOwnerId: ref("triangleCompany", "Entreprise du groupe"),
    ownerUserId: ref("user", "Détenteur"),
    buyAt: date("Date d'achat"),
    isActive: yesNo("Actif"),
    phonePassword: secret("Mot de passe du téléphone"),
    pinCode: secret("Code PIN"),
    googlePassword: secret("Mot de passe Google"),
    rustdeskPass: secret("Mot de passe RustDesk"),
  },
  charge: {
    state: choice("Statut", CHARGE_STATE_LABELS),
    title: text("Libellé"),
    type: choice("Type", CHARGE_TYPE_LABELS),
    color: text("Couleur"),
    everyNMonth: text("Tous les … mois"),
    dayOfMonth: text("Jour du mois"),
    dateFrom: date("À partir du"),
    valuesFrom: date("Valeurs à partir du"),
    companiesParts: as("shares")("Répartition"),
    isActive: yesNo("Active"),
    deactivatedFrom: date("Désactivée à partir du"),
  },
  user: {
    name: text("Prénom"),
    lastname: text("Nom"),
    password: secret("Mot de passe"),
    isActif: yesNo("Actif"),
    isReceiveMailLead: yesNo("Reçoit les e-mails des leads"),
    isReceiveAlert: yesNo("Reçoit les alertes"),
    isReceiveRecoAcceptedEmail: yesNo("Reçoit les recommandations acceptées"),
    isCoachIA: yesNo("Coach IA"),
    isSuperAdmin: yesNo("Super administrateur"),
    isCompta: yesNo("Comptabilité"),
    isReadAlert: yesNo("Lit les alertes"),
    isLeaveAdmin: yesNo("Administrateur des congés"),
    pictureFileId: text("Photo"),
  },
};

/** 'invoiceDate' → 'invoice date': an unknown field still reads as words rather than as code. */
const words = (field: string) =>
  field
    .replace(/Ids?$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();

/**
 * How a field of a kind reads. A field no table knows keeps its name in words, and its format is
 * guessed from the name's shape (…Cents is money, is… a yes/no, …UserId a person).
 */
export function historyField(kind: RecordKind, field: string): HistoryField {
  const known = HISTORY_FIELDS[kind][field] ?? COMMON_FIELDS[field];
  if (known) return known;
  const label = `Champ « ${words(field)} »`;
  if (/Cents$/.test(field)) return money(label);
  if (/^(is|has)[A-Z]/.test(field)) return yesNo(label);
  if (/(User|owner|manager|creator)Id$/i.test(field)) return ref("user", label);
  return text(label);
}
