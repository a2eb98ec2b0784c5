import {
  type DeliveryReportState,
  type ProjectState,
  TASK_PRIORITY_LABELS,
  TASK_STATE_LABELS,
  type TaskPriority,
  type TaskState,
} from "@tronc/domain";

export type DemoPerson = "admin" | "chef" | "user";
export type DemoTaskType =
  | "Développement"
  | "Réunion client"
  | "Livraison"
  | "Support"
  | "Animation"
  | "Achat";

export interface DemoTask {
  name: string;
  type: DemoTaskType;
  state: TaskState;
  priority?: TaskPriority;
  /** Days from today. */
  start: number;
  end: number | null;
  progress: number;
  hours: string;
  assignees: DemoPerson[];
}

export interface DemoProject {
  name: string;
  state: ProjectState;
  /** Index into the demo's client companies (by id), null: none yet. */
  client: number | null;
  manager: DemoPerson;
  /** Index into the group companies. */
  owner: number;
  /** Delivery day, days from today. */
  delivery: number | null;
  gameUrl?: string;
  tasks: DemoTask[];
  reports?: DeliveryReportState[];
}

export const DEMO_TASK_DESCRIPTION =
  "<p>Préparer, réaliser et vérifier la prestation avec le client, compte rendu à la clé.</p>";

const TYPES: readonly DemoTaskType[] = [
  "Développement",
  "Réunion client",
  "Livraison",
  "Support",
  "Animation",
  "Achat",
];
const PEOPLE: readonly DemoPerson[] = ["admin", "chef", "user"];

function known<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((one) => one === value);
  if (found === undefined) throw new Error(`demo work: unknown ${what} « ${value} »`);
  return found;
}

/**
 * One task a line: name | type | state (without STATE_) | start | end (empty: none) | progress |
 * hours | assignees (comma-separated) | priority (without PRIORITY_, optional). Days from today.
 */
function taskRows(table: string): DemoTask[] {
  return table
    .trim()
    .split("\n")
    .map((line) => {
      const [
        name = "",
        type = "",
        state = "",
        start = "",
        end = "",
        progress = "",
        hours = "",
        people = "",
        priority,
      ] = line.split("|").map((cell) => cell.trim());
      return {
        name,
        type: known(TYPES, type, "task type"),
        state: known(Object.keys(TASK_STATE_LABELS) as TaskState[], `STATE_${state}`, "state"),
        ...(priority
          ? {
              priority: known(
                Object.keys(TASK_PRIORITY_LABELS) as TaskPriority[],
                `PRIORITY_${priority}`,
                "priority",
              ),
            }
          : {}),
        start: Number(start),
        end: end === "" ? null : Number(end),
        progress: Number(progress),
        hours,
        assignees: people.split(",").map((person) => known(PEOPLE, person, "person")),
      };
    });
}

/**
 * Projects in every state. Lucas (user) and Hugo (chef) have open tasks in each dashboard section:
 * very late (ended 12 days ago), late (3 days ago), in course at 0 % or 100 %, new that should have
 * started, upcoming, standby; plus resolved and closed ones that the dashboard leaves out.
 */
export const DEMO_PROJECTS: DemoProject[] = [
  {
    name: "Séminaire annuel Lumière",
    state: "STATE_PLANNED",
    client: 0,
    manager: "chef",
    owner: 0,
    delivery: 20,
    gameUrl: "https://jeux.tronc.test/lumiere",
    reports: ["DELIVERY_REPORT_DRAFT"],
    tasks: taskRows(`
    Réserver la salle et le traiteur | Achat | IN_COURSE | -30 | -12 | 40 | 4.00 | user
    Valider le déroulé avec le client | Réunion client | WAITING_CUSTOMER_TEST | -10 | -3 | 80 | 2.00 | user,chef
    Préparer les animations | Animation | IN_COURSE | -5 | 10 | 0 | 12.00 | user
    Imprimer les badges | Livraison | IN_COURSE | -4 | 6 | 100 | 1.50 | user
    Brief de l'équipe d'animation | Réunion client | NEW | -1 | 12 | 0 | 1.00 | user
    Repérage des lieux | Réunion client | RESOLVED | -40 | -35 | 100 | 3.00 | user
  `),
  },
  {
    name: "Application de quiz Horizon",
    state: "STATE_PROJECT",
    client: 1,
    manager: "user",
    owner: 1,
    delivery: 45,
    tasks: taskRows(`
    Maquettes des écrans du quiz | Développement | NEW | 7 | 21 | 0 | 16.00 | user | HIGH
    Mise en place de l'hébergement | Développement | STAND_BY | 3 | 30 | 10 | 6.00 | user,admin
    Recette avec le client | Réunion client | WAITING_CUSTOMER_RETURN | 25 | 40 | 0 | 3.00 | chef
    Cahier des charges | Développement | CLOSED | -20 | -10 | 100 | 8.00 | user
  `),
  },
  {
    name: "Tournée formation sécurité",
    state: "STATE_TO_PLAN",
    client: 2,
    manager: "chef",
    owner: 2,
    delivery: 60,
    tasks: taskRows(`
    Planifier les sessions régionales | Support | IN_COURSE | -8 | 14 | 30 | 5.00 | chef
    Commander les kits stagiaires | Achat | NEW | 14 | 28 | 0 | 2.00 | chef,user | LOW
    Relance des inscriptions | Support | IN_COURSE | -20 | -9 | 60 | 2.50 | chef
  `),
  },
  {
    name: "Soirée de lancement Nova",
    state: "STATE_FACTURABLE",
    client: 3,
    manager: "admin",
    owner: 0,
    delivery: -5,
    reports: ["DELIVERY_REPORT_VALIDATED"],
    tasks: taskRows(`
    Installation technique | Livraison | RESOLVED | -9 | -6 | 100 | 10.00 | chef,user
    Animation de la soirée | Animation | RESOLVED | -5 | -5 | 100 | 6.00 | user
    Bilan avec le client | Réunion client | IN_COURSE | -2 | 3 | 50 | 1.00 | admin
  `),
  },
  {
    name: "Escape game itinérant Odyssée",
    state: "STATE_ARCHIVED",
    client: 4,
    manager: "chef",
    owner: 1,
    delivery: -70,
    reports: ["DELIVERY_REPORT_VALIDATED", "DELIVERY_REPORT_REFUSED"],
    tasks: taskRows(`
    Conception des énigmes | Développement | CLOSED | -120 | -90 | 100 | 24.00 | chef
    Livraison du matériel | Livraison | CLOSED | -75 | -70 | 100 | 4.00 | user
  `),
  },
  {
    name: "Maintenance annuelle des bornes",
    state: "STATE_PLANNED",
    client: 5,
    manager: "admin",
    owner: 1,
    delivery: null,
    tasks: taskRows(`
    Contrôle trimestriel des bornes | Support | YEARLY | -60 | 300 | 20 | 12.00 | admin
    Mise à jour du logiciel des bornes | Développement | IN_COURSE | 0 | 8 | 20 | 3.00 | admin,chef
  `),
  },
  {
    name: "Salon des entrepreneurs (à qualifier)",
    state: "STATE_LEAD",
    client: 6,
    manager: "chef",
    owner: 2,
    delivery: null,
    tasks: [],
  },
];

export const DEMO_TIME_COMMENTS = [
  "Point d'avancement avec l'équipe",
  "Préparation du matériel",
  "Échanges avec le client",
  "Rédaction du compte rendu",
  "Réglages et tests",
  "Suivi des fournisseurs",
] as const;

export const DEMO_FREE_TIME_COMMENTS = [
  "Réunion interne hebdomadaire",
  "Formation outil de gestion",
  "Veille et prospection",
] as const;

/** A 1×1 transparent PNG: a valid signature image for the demo reports. */
export const DEMO_SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export const DEMO_REPORT_CONTENT =
  "<h2>Procès-verbal de livraison</h2><p>La prestation a été livrée conformément à la commande.</p>";
