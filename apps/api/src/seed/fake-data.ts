/** Pools of realistic French names, companies and requests for demo data and benchmarks. */
export const FIRST_NAMES: readonly string[] = (
  "Camille,Léa,Manon,Chloé,Emma,Inès,Sarah,Julie,Hélène,Élodie,Céline,Aurélie,Marion,Pauline," +
  "Sophie,Nathalie,Isabelle,Anaïs,Clémence,Margaux,Lucas,Hugo,Louis,Gabriel,Arthur,Jules,Thomas," +
  "Nicolas,Julien,Maxime,Antoine,Alexandre,Benoît,Cédric,Jérôme,François,Stéphane,Olivier,Rémi," +
  "Théo,Mathéo,Noé,Raphaël,Loïc,Gaëtan"
).split(",");

export const LAST_NAMES: readonly string[] = (
  "Martin,Bernard,Dubois,Thomas,Robert,Richard,Petit,Durand,Leroy,Moreau,Simon,Laurent,Lefèvre," +
  "Michel,Garcia,David,Bertrand,Roux,Vincent,Fournier,Morel,Girard,André,Lefebvre,Mercier,Dupont," +
  "Lambert,Bonnet,François,Martinez,Legrand,Garnier,Faure,Rousseau,Blanc,Guérin,Muller,Henry," +
  "Roussel,Nicolas,Perrin,Morin,Mathieu,Clément,Gauthier,Dumont,Lopez,Fontaine,Chevalier,Robin," +
  "Masson,Sanchez,Gérard,Nguyen,Boyer,Denis,Lemaire,Duval,Joly,Gautier,Roger,Roche,Roy,Noël,Meyer," +
  "Lucas,Meunier,Jean,Perez,Marchand,Dufour,Blanchard,Marie,Barbier,Brun,Dumas,Brunet,Schmitt," +
  "Leroux,Colin,Fernandez,Pierre,Renard,Arnaud,Rolland,Caron,Aubert,Giraud,Leclerc,Vidal," +
  "Bourgeois,Renaud,Lemoine,Picard,Gaillard,Philippe,Leclercq,Lacroix,Fabre,Dupuis,Olivier," +
  "Rodriguez,Da Silva,Hubert,Louis,Charles,Guillot,Rivière,Le Gall,Guillaume,Adam,Rey,Moulin," +
  "Gonzalez,Berger,Lecomte,Ménard,Fleury,Deschamps,Carpentier,Julien,Benoît,Paris,Maillard," +
  "Marchal,Aubry,Vasseur,Le Roux,Renault,Jacquet,Collet,Prévost,Poirier,Charpentier,Royer,Huet," +
  "Baron,Dupuy,Pons,Paul,Laine,Carré,Breton,Rémy,Schneider,Perrot,Guyot,Barre,Marty,Cousin," +
  "Bouvier,Langlois,Hoarau,Besson,Riviere,Bailly,Hervé,Lebrun,Weber,Boucher"
).split(",");

export const COMPANY_KINDS: readonly string[] = (
  "Boulangerie,Cabinet,Garage,Pharmacie,Agence,Hôtel,Restaurant,Atelier,Clinique,Transports," +
  "Menuiserie,Imprimerie,Librairie,Fromagerie,Brasserie,Domaine,Laboratoire,Studio,Groupe," +
  "Institut,Collège,Mairie de,Association,Société,Éditions,Château"
).split(",");

export const CITIES = [
  { city: "Lyon", postalCode: "69002", latitude: 45.7578, longitude: 4.832 },
  { city: "Paris", postalCode: "75011", latitude: 48.8589, longitude: 2.3795 },
  { city: "Marseille", postalCode: "13001", latitude: 43.2965, longitude: 5.3698 },
  { city: "Toulouse", postalCode: "31000", latitude: 43.6045, longitude: 1.444 },
  { city: "Nantes", postalCode: "44000", latitude: 47.2184, longitude: -1.5536 },
  { city: "Bordeaux", postalCode: "33000", latitude: 44.8378, longitude: -0.5792 },
  { city: "Lille", postalCode: "59000", latitude: 50.6292, longitude: 3.0573 },
  { city: "Rennes", postalCode: "35000", latitude: 48.1173, longitude: -1.6778 },
  { city: "Strasbourg", postalCode: "67000", latitude: 48.5734, longitude: 7.7521 },
  { city: "Montpellier", postalCode: "34000", latitude: 43.6108, longitude: 3.8767 },
  { city: "Nice", postalCode: "06000", latitude: 43.7102, longitude: 7.262 },
  { city: "Grenoble", postalCode: "38000", latitude: 45.1885, longitude: 5.7245 },
  { city: "Dijon", postalCode: "21000", latitude: 47.322, longitude: 5.0415 },
  { city: "Angers", postalCode: "49000", latitude: 47.4784, longitude: -0.5632 },
  { city: "Saint-Étienne", postalCode: "42000", latitude: 45.4397, longitude: 4.3872 },
  { city: "Besançon", postalCode: "25000", latitude: 47.2378, longitude: 6.0241 },
  { city: "Orléans", postalCode: "45000", latitude: 47.903, longitude: 1.9093 },
  { city: "Annecy", postalCode: "74000", latitude: 45.8992, longitude: 6.1294 },
  { city: "Chambéry", postalCode: "73000", latitude: 45.5646, longitude: 5.9178 },
  { city: "Clermont-Ferrand", postalCode: "63000", latitude: 45.7772, longitude: 3.087 },
] as const;

export const SECTORS: readonly string[] = (
  "Agroalimentaire,BTP,Commerce,Communication,Éducation,Hôtellerie-restauration,Industrie," +
  "Informatique,Santé,Services aux entreprises,Tourisme,Transport,Collectivité,Culture"
).split(",");

export const SOURCES: readonly string[] = (
  "Site internet,Téléphone,Salon,Recommandation,Réseaux sociaux,Client existant,Mailing," +
  "Apporteur d'affaires"
).split(",");

export const REQUESTS: readonly string[] = (
  "Séminaire d'équipe,Soirée de fin d'année,Team building,Refonte du site internet," +
  "Application mobile,Formation bureautique,Formation management,Animation de salon," +
  "Escape game d'entreprise,Journée d'intégration,Convention annuelle,Lancement de produit," +
  "Campagne de communication,Jeu concours,Borne photo,Quiz interactif,Chasse au trésor," +
  "Visite guidée,Atelier cuisine,Challenge sportif,Webinaire,Vidéo de présentation," +
  "Catalogue en ligne,Audit SEO,Formation sécurité,Anniversaire d'entreprise,Inauguration," +
  "Portes ouvertes"
).split(",");

export const MESSAGES = [
  "Bonjour, nous souhaiterions un devis pour {request} pour environ {n} personnes.",
  "Suite à notre échange téléphonique, pouvez-vous nous faire une proposition pour {request} ?",
  "Nous organisons {request} en {month} et cherchons un prestataire. Merci de nous recontacter.",
  "Bonjour, je vous contacte de la part d'un collègue pour {request}. Budget à définir.",
] as const;

export const CALL_COMMENTS = [
  "Premier contact, besoin confirmé, rappel prévu.",
  "Messagerie, message laissé.",
  "Devis envoyé par mail, en attente de retour.",
  "Échange sur le budget et les dates.",
  "Le client compare plusieurs prestataires.",
  "Relance par mail sans réponse.",
  "Rendez-vous fixé pour présenter la proposition.",
] as const;

/** A small deterministic generator (mulberry32) so that generated data is the same run after run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, values: readonly T[]): T => {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error("pick from an empty pool");
  return value;
};

export function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = choices.at(-1);
  if (!last) throw new Error("no choice");
  return last[0];
}

export const frenchMobile = (random: () => number) =>
  `0${pick(random, ["6", "7"])} ${Array.from({ length: 4 }, () => String(Math.floor(random() * 100)).padStart(2, "0")).join(" ")}`;

export const slug = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A valid SIRET (Luhn key) from a number: 13 digits then the key digit. */
export function fakeSiret(seed: number): string {
  const body = String(100_000_000_000 + seed * 7919)
    .padStart(13, "0")
    .slice(-13);
  for (let key = 0; key < 10; key++) {
    const candidate = `${body}${key}`;
    let sum = 0;
    for (let index = 0; index < 14; index++) {
      let digit = Number(candidate[13 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error("no SIRET key");
}
