import { type DbOrTx, materials, triangleCompanies, users } from "@tronc/db";
import {
  ANIMATOS_CHOICES,
  invoiceSearchTerms,
  likeContains,
  materialChoiceLabel,
  PAGE_SIZES,
} from "@tronc/domain";
import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import { fullname, mayUseBackOffice } from "../../../auth/session-user";
import type { ServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";
import type { MaterialSearchInput } from "./contract";
import { findMaterial, listItemOf, materialTypeOf, materialViewOf, namesOf } from "./rows";
import type { MaterialChoice, MaterialListItem, MaterialOptions, MaterialView } from "./views";

/** Lower case without French accents, in SQL, for the search terms (already folded by the domain). */
const ACCENTED = "àâäáãéèêëíìîïóòôöõúùûüçñÿÀÂÄÁÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑŸ";
const PLAIN = "aaaaaeeeeiiiiooooouuuucnyAAAAAEEEEIIIIOOOOOUUUUCNY";
const folded = (column: SQL) => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

const ownerName = sql`(select ${users.name} || ' ' || ${users.lastname} from ${users} where ${users.id} = ${materials.ownerUserId})`;

/** Everything a person may type to find a material, in one folded text. */
const searchable = folded(
  sql`concat_ws(' ', ${materials.name}, ${materials.brand}, ${materials.model}, ${materials.phoneNumber},
    ${materials.imei1}, ${materials.imei2}, ${materials.numberPlate}, ${materials.location},
    ${materials.googleAccount}, ${materials.computer}, ${materials.rustdeskId}, ${ownerName})`,
);

/** Each word somewhere in the material (a number typed without its spaces too), type and switch as asked. */
export function materialConditions(input: Omit<MaterialSearchInput, "page" | "pageSize">): SQL | undefined {
  const conditions: (SQL | undefined)[] = invoiceSearchTerms(input.q ?? "").map((term) => {
    const words = sql`${searchable} like ${likeContains(term)}`;
    const digits = term.replace(/[\s.-]/g, "");
    return /^\d+$/.test(digits)
      ? or(
          words,
          sql`regexp_replace(coalesce(${materials.phoneNumber}, ''), '\\D', '', 'g') like ${likeContains(digits)}`,
        )
      : words;
  });
  if (input.type) conditions.push(eq(materials.type, input.type));
  if (input.active !== undefined) conditions.push(eq(materials.isActive, input.active));
  return and(...conditions);
}

/** 'Liste du matériel': 50 a page, by name or brand then model. */
export function searchMaterials(
  { db }: Pick<ServiceContext, "db">,
  input: MaterialSearchInput,
): Promise<Page<MaterialListItem>> {
  const where = materialConditions(input);
  return paginate(
    { page: input.page, pageSize: input.pageSize ?? PAGE_SIZES.materials },
    {
      count: (limit) => countUpTo(db, materials, where, limit),
      rows: (limit, offset) =>
        db
          .select()
          .from(materials)
          .where(where)
          .orderBy(
            asc(folded(sql`coalesce(${materials.name}, ${materials.brand}, '')`)),
            asc(materials.model),
            asc(materials.id),
          )
          .limit(limit)
          .offset(offset),
      map: async (rows) => {
        const names = await namesOf(db, rows);
        return rows.map((row) => listItemOf(row, names));
      },
    },
  );
}

export async function getMaterial(
  { db }: Pick<ServiceContext, "db">,
  input: { id: number },
): Promise<MaterialView> {
  return materialViewOf(db, await findMaterial(db, input.id));
}

/** The modal's lists: active group companies, active group users (holders) and the animatos choices. */
export async function materialOptions({ db }: Pick<ServiceContext, "db">): Promise<MaterialOptions> {
  const [companies, people] = await Promise.all([
    db
      .select({ id: triangleCompanies.id, name: triangleCompanies.name })
      .from(triangleCompanies)
      .where(eq(triangleCompanies.isActive, true))
      .orderBy(asc(triangleCompanies.name)),
    db
      .select({ id: users.id, name: users.name, lastname: users.lastname })
      .from(users)
      .where(mayUseBackOffice)
      .orderBy(asc(users.name), asc(users.lastname), asc(users.id)),
  ]);
  const byFrenchName = (a: string, b: string) => a.localeCompare(b, "fr", { sensitivity: "base" });
  return {
    triangleCompanies: companies.sort((a, b) => byFrenchName(a.name, b.name)),
    owners: people
      .map((person) => ({ id: person.id, fullname: fullname(person) }))
      .sort((a, b) => byFrenchName(a.fullname, b.fullname)),
    animatos: {
      screens: [...ANIMATOS_CHOICES.screens],
      scanners: [...ANIMATOS_CHOICES.scanners],
      printers: [...ANIMATOS_CHOICES.printers],
      locations: [...ANIMATOS_CHOICES.locations],
    },
  };
}

/** Label of each material, for the project picker and the project's own list. */
export function choiceOf(row: typeof materials.$inferSelect): MaterialChoice {
  return { id: row.id, label: materialChoiceLabel({ ...row, type: materialTypeOf(row) }) };
}

/** The project multi-select: every active material, by type then label. */
export async function materialChoices(db: DbOrTx): Promise<MaterialChoice[]> {
  const rows = await db
    .select()
    .from(materials)
    .where(eq(materials.isActive, true))
    .orderBy(asc(materials.type), asc(materials.brand), asc(materials.model), asc(materials.id));
  return rows.map(choiceOf).sort((a, b) => a.label.localeCompare(b.label, "fr"));
}
