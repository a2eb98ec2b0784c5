import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { type Db, files, triangleCompanies, triangleCompanyLogos } from "@tronc/db";
import { frenchVatNumber } from "@tronc/domain";
import { eq } from "drizzle-orm";
import type { TestApp } from "../helpers";
import { insertRecommendationWithLead } from "./proposal-fixtures";

// The quotation benchmark (scripts/bench/quotation-pdf.ts) prints a quotation made as these tests make theirs.
export { insertQuotation, type LineInput } from "./proposal-fixtures";

/** A small real PNG (a coloured band), for the issuer's logo. */
export function bandPng(width = 180, height = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(x < height ? [31, 111, 235] : [233, 236, 239], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Stores a file as the upload service does: a files row and its bytes under FILES_DIR. */
export async function storeFile(
  t: TestApp,
  bytes: Buffer,
  mimeType: string,
  filename: string,
): Promise<number> {
  const [row] = await t.handle.db
    .insert(files)
    .values({ filename, mimeType, size: bytes.length })
    .returning({ id: files.id });
  if (!row) throw new Error("no file row");
  writeFileSync(join(t.filesDir, String(row.id)), bytes);
  return row.id;
}

/** Gives the first demo group company what a quotation prints: VAT number, bank details, terms, footer, logo. */
export async function dressIssuer(t: TestApp): Promise<number> {
  const issuerId = t.demo.companyIds[0] ?? 0;
  await t.handle.db
    .update(triangleCompanies)
    .set({
      tvaNumber: frenchVatNumber("732829320"),
      pdfBanqInfos: "<p>IBAN FR76 3000 4000 0500 0012 3456 789 — BIC BNPAFRPPXXX</p>",
      cgv: "<p>Article 1 — Les présentes conditions générales de vente s'appliquent à toute commande.</p>",
      footerPdf: "<p>Triangle Événements SAS au capital de 10 000 €</p>",
    })
    .where(eq(triangleCompanies.id, issuerId));
  // this logo, whatever the demo data gives the company
  await t.handle.db.delete(triangleCompanyLogos).where(eq(triangleCompanyLogos.triangleCompanyId, issuerId));
  const logoId = await storeFile(t, bandPng(), "image/png", "logo.png");
  await t.handle.db.insert(triangleCompanyLogos).values({ triangleCompanyId: issuerId, fileId: logoId });
  return issuerId;
}

/**
 * A recommendation as the prints read it, issued by `issuerId`: its client has an address and it is
 * valid until 31/12/2026 unless told.
 */
export async function insertRecommendation(
  db: Db,
  issuerId: number,
  options: { clientName?: string; validAt?: string | null; presentationFileId?: number | null } = {},
): Promise<number> {
  const recommendation = await insertRecommendationWithLead(db, {
    issuerId,
    clientName: options.clientName,
    clientAddress: { address: "8 place Bellecour", postalCode: "69002", city: "Lyon" },
    validAt: options.validAt === undefined ? "2026-12-31" : options.validAt,
    presentationFileId: options.presentationFileId,
  });
  return recommendation.id;
}
