import {
  addresses,
  companies,
  companyContacts,
  type DbOrTx,
  triangleCompanies,
  triangleCustomers,
  users,
} from "@tronc/db";
import { companySearchText } from "@tronc/domain";
import { and, eq, max } from "drizzle-orm";
import {
  CITIES,
  COMPANY_KINDS,
  FIRST_NAMES,
  fakeSiret,
  frenchMobile,
  LAST_NAMES,
  pick,
  SECTORS,
  slug,
} from "./fake-data";

export interface GeneratedCompany {
  id: number;
  name: string;
}

/**
 * Client companies with an address, one or two contacts and a 'Client de' link, inserted in batches;
 * SIRETs are valid and follow the highest id already there, so runs can be repeated.
 */
export async function generateClientCompanies(
  db: DbOrTx,
  count: number,
  random: () => number,
  triangleCompanyIds: number[],
  batchSize = 500,
): Promise<GeneratedCompany[]> {
  const [top] = await db.select({ id: max(companies.id) }).from(companies);
  let serial = (top?.id ?? 0) + 1;
  const created: GeneratedCompany[] = [];
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    const places = Array.from({ length: size }, () => pick(random, CITIES));
    const addressRows = await db
      .insert(addresses)
      .values(
        places.map((place) => ({
          address: `${1 + Math.floor(random() * 120)} rue ${pick(random, LAST_NAMES)}`,
          postalCode: place.postalCode,
          city: place.city,
          latitude: place.latitude.toFixed(7),
          longitude: place.longitude.toFixed(7),
        })),
      )
      .returning({ id: addresses.id });
    const values = addressRows.map((address, index) => {
      const name = `${pick(random, COMPANY_KINDS)} ${pick(random, LAST_NAMES)}`;
      const siret = fakeSiret(serial++);
      const place = places[index];
      return {
        name,
        siret,
        activitySector: pick(random, SECTORS),
        companySize: random() < 0.7 ? 1 + Math.floor(random() * 250) : null,
        isFactor: random() < 0.1,
        website: random() < 0.6 ? `https://www.${slug(name)}.fr` : null,
        addressId: address.id,
        searchText: companySearchText({ name, siret, city: place?.city, postalCode: place?.postalCode }),
      };
    });
    const rows = await db
      .insert(companies)
      .values(values)
      .returning({ id: companies.id, name: companies.name });
    const contacts = rows.flatMap((company) =>
      Array.from({ length: random() < 0.4 ? 2 : 1 }, () => {
        const first = pick(random, FIRST_NAMES);
        const last = pick(random, LAST_NAMES);
        return {
          companyId: company.id,
          name: `${first} ${last}`,
          email: `${slug(first)}.${slug(last)}@${slug(company.name)}.fr`,
          phone: frenchMobile(random),
          occupation:
            random() < 0.5
              ? pick(random, [
                  "Gérant",
                  "Assistante de direction",
                  "Responsable RH",
                  "Directeur commercial",
                  "Chargée de communication",
                ])
              : null,
        };
      }),
    );
    await db.insert(companyContacts).values(contacts);
    if (triangleCompanyIds.length > 0) {
      await db
        .insert(triangleCustomers)
        .values(
          rows.map((company) => ({
            companyId: company.id,
            triangleCompanyId: pick(random, triangleCompanyIds),
            isProspect: random() < 0.4,
          })),
        )
        .onConflictDoNothing();
    }
    created.push(...rows);
  }
  return created;
}

/** Who generated leads can belong to: the active group users and active group companies. */
export async function generationActors(
  db: DbOrTx,
): Promise<{ userIds: number[]; triangleCompanyIds: number[] }> {
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActif, true), eq(users.discr, "triangle-user")));
  const groups = await db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.isActive, true));
  return { userIds: people.map((person) => person.id), triangleCompanyIds: groups.map((group) => group.id) };
}
