import {
  GROUP_PRODUCT_TYPES,
  type GroupProductType,
  isSupplierPaymentTerm,
  isUnity,
  type SupplierPaymentTerm,
  toCents,
  type Unity,
} from "@tronc/domain";

/**
 * The demo catalogue of an events, team-building, training and digital group, written as tables
 * (one row a line, columns split on ' | ') so that it reads like the spreadsheet it would come from.
 * Prices are integer cents HT; VAT rates are the core seed's ('20.00', '10.00', '5.50').
 */

// name | first 13 SIRET digits (the seed adds the key) | contact | phone | street | postal code | city |
// payment days | deposit % | active | note
const SUPPLIERS = `
Traiteur Saveurs Lyonnaises | 4128765430001 | Émilie Garnier | 04 78 62 14 30 | 18 rue Moncey | 69003 | Lyon | 30 | 30 | oui | Commande ferme 5 jours avant l'événement ; couverts ajustables jusqu'à J-2.
Brasserie des Canuts | 5031278890001 | Julien Roux | 04 72 34 50 12 | 7 rue Francis de Pressensé | 69100 | Villeurbanne | 30 | 0 | oui |
Scène & Son Location | 4419032670002 | Maxime Fontaine | 04 78 70 22 81 | 45 avenue Jean Jaurès | 69200 | Vénissieux | 45 | 30 | oui | Technicien inclus pour toute location de plus de deux jours.
Rhône Mobilier Événementiel | 7892201450001 | Sophie Lambert | 04 72 15 66 09 | 12 chemin de la Rize | 69150 | Décines-Charpieu | 30 | 50 | oui |
Imprimerie Graphik Express | 3987455120003 | Nicolas Bertrand | 01 43 44 71 18 | 96 avenue Daumesnil | 75012 | Paris | 30 | 0 | oui |
Goodies & Compagnie | 8120446730001 | Pauline Mercier | 03 20 57 11 40 | 23 rue Nationale | 59000 | Lille | 45 | 30 | oui | Délais allongés de deux semaines en décembre.
Navettes des Alpes | 4556710980002 | Cédric Dumas | 04 50 45 32 77 | 4 avenue de Brogny | 74000 | Annecy | 30 | 30 | oui |
Domaine du Grand Chêne | 5210987340001 | Hélène Perrin | 04 74 65 28 90 | Route de Saint-Julien | 69400 | Villefranche-sur-Saône | 60 | 50 | oui | Lieu de séminaire : salle de 80 places, 24 chambres, parc privatisable.
Studio Pixel Atlantique | 8456612090001 | Loïc Le Gall | 02 40 48 19 63 | 9 quai François Mitterrand | 44200 | Nantes | 30 | 0 | oui |
Nuage Hébergement | 7990233410001 | Rémi Leclercq | 03 20 99 40 10 | 2 rue de l'Ouest | 59100 | Roubaix | 0 | 0 | oui | Facturation mensuelle, prélèvement à la commande.
Fleurs de Loire | 4873390210001 | Anaïs Moreau | 02 41 87 43 52 | 31 boulevard Foch | 49000 | Angers | 0 | 0 | oui |
Animations Ludiques du Sud | 5324418760001 | Gabriel Vidal | 04 91 90 12 45 | 15 rue de la République | 13001 | Marseille | 30 | 30 | non | Ne plus consulter : matériel trop souvent incomplet.
`;

// name | perishable | enabled | description
const PRODUCT_TYPES = `
Cocktail déjeunatoire (par personne) | oui | oui | Douze pièces salées et sucrées par personne.
Plateau repas | oui | oui |
Pause café gourmande | oui | oui | Café, thé, jus de fruits et viennoiseries.
Dîner assis trois plats | oui | oui |
Fût de bière artisanale 30 L | oui | oui |
Vin du Beaujolais (carton de 6) | oui | oui |
Softs et jus de fruits (carton de 12) | oui | oui |
Corbeille de fruits frais | oui | oui | Fruits de saison, vendus au kilo.
Gâteau d'anniversaire d'entreprise | oui | oui |
Composition florale de table | oui | oui |
Sonorisation complète (journée) | non | oui |
Éclairage scénique (journée) | non | oui |
Vidéoprojecteur et écran (journée) | non | oui |
Tente de réception | non | oui | Structure aluminium et toile blanche, montage compris.
Moquette événementielle | non | oui |
Salle de séminaire (journée) | non | oui |
Chambre double (nuitée) | non | oui |
Autocar 50 places avec chauffeur | non | oui |
Minibus 9 places avec chauffeur | non | oui |
Kakémono imprimé 85 × 200 cm | non | oui |
Badge nominatif imprimé | non | oui |
Tote bag personnalisé | non | oui |
Trophées gravés | non | oui |
Tournage vidéo (journée) | non | oui |
Montage vidéo (journée) | non | oui |
Hébergement cloud managé | non | oui | Serveur, sauvegardes quotidiennes et supervision.
Licence quiz interactif | non | oui |
Kit escape game mobile | non | oui |
Animateur DJ (soirée) | non | non |
Casques de réalité virtuelle | non | non |
`;

// product type | supplier | price HT in cents | unit | VAT | delay in days
const OFFERS = `
Cocktail déjeunatoire (par personne) | Traiteur Saveurs Lyonnaises | 2800 | UNITY_UNITY | 10.00 | 5
Cocktail déjeunatoire (par personne) | Domaine du Grand Chêne | 3200 | UNITY_UNITY | 10.00 | 7
Plateau repas | Traiteur Saveurs Lyonnaises | 1850 | UNITY_UNITY | 10.00 | 2
Pause café gourmande | Traiteur Saveurs Lyonnaises | 650 | UNITY_UNITY | 10.00 | 2
Pause café gourmande | Domaine du Grand Chêne | 800 | UNITY_UNITY | 10.00 | 3
Pause café gourmande | Brasserie des Canuts | 590 | UNITY_UNITY | 10.00 | 1.5
Dîner assis trois plats | Domaine du Grand Chêne | 5500 | UNITY_UNITY | 10.00 | 10
Dîner assis trois plats | Traiteur Saveurs Lyonnaises | 4900 | UNITY_UNITY | 10.00 | 7
Fût de bière artisanale 30 L | Brasserie des Canuts | 16500 | UNITY_UNITY | 20.00 | 3
Vin du Beaujolais (carton de 6) | Domaine du Grand Chêne | 5400 | UNITY_UNITY | 20.00 | 2
Vin du Beaujolais (carton de 6) | Brasserie des Canuts | 6000 | UNITY_UNITY | 20.00 | 4
Softs et jus de fruits (carton de 12) | Brasserie des Canuts | 1800 | UNITY_UNITY | 5.50 | 2
Composition florale de table | Fleurs de Loire | 3500 | UNITY_UNITY | 10.00 | 2
Sonorisation complète (journée) | Scène & Son Location | 45000 | UNITY_DAY | 20.00 | 3
Éclairage scénique (journée) | Scène & Son Location | 38000 | UNITY_DAY | 20.00 | 3
Vidéoprojecteur et écran (journée) | Scène & Son Location | 12000 | UNITY_DAY | 20.00 | 2
Vidéoprojecteur et écran (journée) | Rhône Mobilier Événementiel | 15000 | UNITY_DAY | 20.00 | 5
Vidéoprojecteur et écran (journée) | Studio Pixel Atlantique | 13500 | UNITY_DAY | 20.00 | 4
Tente de réception | Rhône Mobilier Événementiel | 1200 | UNITY_SQUARE | 20.00 | 10
Salle de séminaire (journée) | Domaine du Grand Chêne | 120000 | UNITY_DAY | 20.00 | 15
Chambre double (nuitée) | Domaine du Grand Chêne | 11000 | UNITY_UNITY | 10.00 | 15
Autocar 50 places avec chauffeur | Navettes des Alpes | 95000 | UNITY_DAY | 10.00 | 7
Kakémono imprimé 85 × 200 cm | Imprimerie Graphik Express | 8500 | UNITY_UNITY | 20.00 | 4
Kakémono imprimé 85 × 200 cm | Goodies & Compagnie | 9900 | UNITY_UNITY | 20.00 | 6
Badge nominatif imprimé | Imprimerie Graphik Express | 120 | UNITY_UNITY | 20.00 | 3
Badge nominatif imprimé | Goodies & Compagnie | 95 | UNITY_UNITY | 20.00 | 8
Tote bag personnalisé | Goodies & Compagnie | 450 | UNITY_UNITY | 20.00 | 15
Tote bag personnalisé | Imprimerie Graphik Express | 520 | UNITY_UNITY | 20.00 | 10
Tournage vidéo (journée) | Studio Pixel Atlantique | 65000 | UNITY_DAY | 20.00 | 5
Montage vidéo (journée) | Studio Pixel Atlantique | 55000 | UNITY_DAY | 20.00 | 3
Hébergement cloud managé | Nuage Hébergement | 4900 | UNITY_MONTH | 20.00 | 1
Kit escape game mobile | Animations Ludiques du Sud | 40000 | UNITY_DAY | 20.00 | 10
`;

// reference | name | type | price HT in cents | unit | VAT | group companies | enabled | description
const GROUP_PRODUCTS = `
TEV-SEM-01 | Séminaire clé en main (par personne) | TYPE_SERVICE | 18900 | UNITY_UNITY | 20.00 | TEV | oui | Salle, pauses et déjeuner pour une journée de travail.
TEV-TB-01 | Team building escape game | TYPE_SERVICE | 240000 | UNITY_DAY | 20.00 | TEV | oui |
TEV-GAL-01 | Soirée de gala (par invité) | TYPE_SERVICE | 9500 | UNITY_UNITY | 20.00 | TEV | oui |
TEV-SON-01 | Régie son et lumière | TYPE_SERVICE | 95000 | UNITY_DAY | 20.00 | TEV | oui |
TEV-VIL-01 | Village d'accueil sous tente | TYPE_PRODUCT | 3500 | UNITY_SQUARE | 20.00 | TEV | oui |
TEV-TRA-01 | Transfert des participants en autocar | TYPE_SERVICE | 120000 | UNITY_DAY | 10.00 | TEV,TFO | oui |
TEV-APE-01 | Apéritif dînatoire (par personne) | TYPE_SERVICE | 3400 | UNITY_UNITY | 10.00 | TEV | oui |
TEV-FRU-01 | Corbeille de fruits frais | TYPE_PRODUCT | 1200 | UNITY_WEIGHT | 5.50 | TEV,TFO | oui |
TEV-RES-01 | Séminaire résidentiel (par personne et par nuit) | TYPE_SERVICE | 21000 | UNITY_UNITY | 10.00 | TEV | oui |
TDI-WEB-01 | Site vitrine (forfait) | TYPE_PRODUCT | 450000 | UNITY_UNITY | 20.00 | TDI | oui | Cinq pages, formulaire de contact, mise en ligne.
TDI-HEB-01 | Hébergement et maintenance du site | TYPE_SERVICE | 12000 | UNITY_MONTH | 20.00 | TDI | oui |
TDI-DEV-01 | Journée de développement | TYPE_SERVICE | 65000 | UNITY_DAY | 20.00 | TDI | oui |
TDI-VID-01 | Vidéo de présentation d'entreprise | TYPE_PRODUCT | 280000 | UNITY_UNITY | 20.00 | TDI | oui |
TDI-QUIZ-01 | Quiz interactif sur tablettes | TYPE_SERVICE | 39000 | UNITY_MONTH | 20.00 | TDI,TEV | oui |
TDI-SEO-01 | Audit SEO | TYPE_SERVICE | 150000 | UNITY_UNITY | 20.00 | TDI | oui |
TDI-PHO-01 | Borne photo connectée | TYPE_PRODUCT | 69000 | UNITY_DAY | 20.00 | TDI,TEV | oui |
TFO-BUR-01 | Formation bureautique en intra | TYPE_SERVICE | 120000 | UNITY_DAY | 20.00 | TFO | oui |
TFO-MAN-01 | Formation management (par stagiaire) | TYPE_SERVICE | 89000 | UNITY_UNITY | 20.00 | TFO | oui |
TFO-SEC-01 | Formation sécurité incendie | TYPE_SERVICE | 95000 | UNITY_DAY | 20.00 | TFO | non |
TFO-KIT-01 | Kit du participant | TYPE_PRODUCT | 1500 | UNITY_UNITY | 20.00 | TFO,TEV | oui | Tote bag et badge au nom du participant.
`;

// group product | product type bought | quantity per unit sold
const EXPENSES = `
TEV-SEM-01 | Cocktail déjeunatoire (par personne) | 1
TEV-SEM-01 | Pause café gourmande | 2
TEV-TB-01 | Kit escape game mobile | 1
TEV-TB-01 | Minibus 9 places avec chauffeur | 1
TEV-GAL-01 | Dîner assis trois plats | 1
TEV-GAL-01 | Vin du Beaujolais (carton de 6) | 0.2
TEV-GAL-01 | Composition florale de table | 0.125
TEV-SON-01 | Sonorisation complète (journée) | 1
TEV-SON-01 | Éclairage scénique (journée) | 1
TEV-VIL-01 | Tente de réception | 1
TEV-VIL-01 | Moquette événementielle | 1
TEV-TRA-01 | Autocar 50 places avec chauffeur | 1
TEV-APE-01 | Cocktail déjeunatoire (par personne) | 1
TEV-APE-01 | Softs et jus de fruits (carton de 12) | 0.1
TEV-APE-01 | Fût de bière artisanale 30 L | 0.02
TEV-FRU-01 | Corbeille de fruits frais | 1
TEV-RES-01 | Chambre double (nuitée) | 0.5
TEV-RES-01 | Dîner assis trois plats | 1
TEV-RES-01 | Salle de séminaire (journée) | 0.05
TDI-HEB-01 | Hébergement cloud managé | 1
TDI-VID-01 | Tournage vidéo (journée) | 1
TDI-VID-01 | Montage vidéo (journée) | 2
TDI-QUIZ-01 | Licence quiz interactif | 1
TFO-BUR-01 | Plateau repas | 8
TFO-BUR-01 | Pause café gourmande | 16
TFO-BUR-01 | Vidéoprojecteur et écran (journée) | 1
TFO-MAN-01 | Plateau repas | 2
TFO-MAN-01 | Badge nominatif imprimé | 1
TFO-KIT-01 | Tote bag personnalisé | 1
TFO-KIT-01 | Badge nominatif imprimé | 1
`;

/** The task types of the demo beside the migration's 'Achat'. */
export const DEMO_TASK_TYPES = [
  "Développement",
  "Réunion client",
  "Livraison",
  "Support",
  "Animation",
] as const;

/** The rows of a table, each split into its trimmed cells (a missing last cell reads as ''). */
function rowsOf(table: string): string[][] {
  return table
    .trim()
    .split("\n")
    .map((line) => line.split("|").map((cell) => cell.trim()));
}

const cell = (row: string[], index: number) => row[index] ?? "";
const yes = (value: string) => value === "oui";

function unityOf(value: string): Unity {
  if (!isUnity(value)) throw new Error(`demo catalogue: unknown unit ${value}`);
  return value;
}

function paymentTermOf(value: string): SupplierPaymentTerm {
  const days = Number(value);
  if (!isSupplierPaymentTerm(days)) throw new Error(`demo catalogue: unknown payment term ${value}`);
  return days;
}

function groupProductTypeOf(value: string): GroupProductType {
  const type = GROUP_PRODUCT_TYPES.find((known) => known === value);
  if (!type) throw new Error(`demo catalogue: unknown group product type ${value}`);
  return type;
}

export const DEMO_SUPPLIERS = rowsOf(SUPPLIERS).map((row) => ({
  name: cell(row, 0),
  siretBody: cell(row, 1),
  contactName: cell(row, 2),
  phone: cell(row, 3),
  street: cell(row, 4),
  postalCode: cell(row, 5),
  city: cell(row, 6),
  paymentMode: paymentTermOf(cell(row, 7)),
  advancePercent: cell(row, 8),
  isActive: yes(cell(row, 9)),
  note: cell(row, 10) || null,
}));

export const DEMO_PRODUCT_TYPES = rowsOf(PRODUCT_TYPES).map((row) => ({
  name: cell(row, 0),
  isFood: yes(cell(row, 1)),
  isEnabled: yes(cell(row, 2)),
  description: cell(row, 3) || null,
}));

export const DEMO_OFFERS = rowsOf(OFFERS).map((row) => ({
  productType: cell(row, 0),
  supplier: cell(row, 1),
  priceHtCents: toCents(Number(cell(row, 2))),
  unity: unityOf(cell(row, 3)),
  vat: cell(row, 4),
  deliveryDays: cell(row, 5),
}));

export const DEMO_GROUP_PRODUCTS = rowsOf(GROUP_PRODUCTS).map((row) => ({
  reference: cell(row, 0),
  name: cell(row, 1),
  type: groupProductTypeOf(cell(row, 2)),
  priceCents: toCents(Number(cell(row, 3))),
  unity: unityOf(cell(row, 4)),
  vat: cell(row, 5),
  companyCodes: cell(row, 6).split(","),
  isEnabled: yes(cell(row, 7)),
  description: cell(row, 8) || null,
}));

export const DEMO_EXPENSES = rowsOf(EXPENSES).map((row) => ({
  reference: cell(row, 0),
  productType: cell(row, 1),
  quantity: cell(row, 2),
}));
