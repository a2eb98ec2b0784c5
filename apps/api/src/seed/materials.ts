import { materials, projectMaterials, projects } from "@tronc/db";
import { imeiCheckDigit, readMaterial } from "@tronc/domain";
import { asc } from "drizzle-orm";
import { loadSessionUser } from "../auth/session-user";
import type { MaterialCreateInput } from "../modules/support/materials/contract";
import { createMaterial } from "../modules/support/materials/save";
import type { DemoCore, DemoSeeder } from "./demo";

const imei = (body14: string) => `${body14}${imeiCheckDigit(body14)}`;

/** A dozen materials over the three group companies: phones, vehicles and kiosks, one of each kind off. */
export function demoMaterials(core: DemoCore): MaterialCreateInput[] {
  const [lyon = 0, paris = lyon, nantes = lyon] = core.companyIds;
  const { chef, user } = core.userIds;
  const phone = (fields: Partial<MaterialCreateInput>, codes: string): MaterialCreateInput => ({
    type: "phone",
    triangleOwnerId: lyon,
    ...fields,
    secrets: { phonePassword: codes, pinCode: codes.slice(-4), googlePassword: `Gg-${codes}!` },
  });
  return [
    phone(
      {
        brand: "Samsung",
        model: "Galaxy A54",
        buyAt: "2025-09-15",
        ownerUserId: chef,
        phoneNumber: "06 12 34 56 78",
        imei1: imei("35209900176148"),
        googleAccount: "tel.lyon@triangle-demo.fr",
      },
      "lyon2025",
    ),
    phone(
      {
        brand: "Apple",
        model: "iPhone 13",
        buyAt: "2024-02-01",
        ownerUserId: user,
        phoneNumber: "06 98 76 54 32",
        imei1: imei("35391811234567"),
        imei2: imei("35391811234575"),
        googleAccount: "iphone.commercial@triangle-demo.fr",
        note: "Coque bleue, écran protégé.",
      },
      "commercial24",
    ),
    phone(
      {
        triangleOwnerId: paris,
        brand: "Google",
        model: "Pixel 8",
        buyAt: "2025-03-20",
        phoneNumber: "07 11 22 33 44",
        imei1: imei("35881234567890"),
        googleAccount: "pixel.paris@triangle-demo.fr",
        rustdeskId: "512 884 107",
      },
      "paris8888",
    ),
    phone(
      {
        triangleOwnerId: nantes,
        brand: "Samsung",
        model: "Galaxy XCover 6 Pro",
        buyAt: "2023-06-05",
        phoneNumber: "06 45 45 12 12",
        imei1: imei("35412309876543"),
        googleAccount: "terrain.nantes@triangle-demo.fr",
      },
      "nantes2023",
    ),
    phone(
      {
        triangleOwnerId: paris,
        brand: "Xiaomi",
        model: "Redmi Note 9",
        buyAt: "2021-01-12",
        isActive: false,
        phoneNumber: "06 00 11 22 33",
        imei1: imei("86012345678901"),
        googleAccount: "ancien.mobile@triangle-demo.fr",
        note: "Batterie gonflée : hors service.",
      },
      "old2021",
    ),
    {
      type: "vehicule",
      triangleOwnerId: lyon,
      brand: "Renault",
      model: "Kangoo Van E-Tech",
      buyAt: "2024-03-01",
      numberPlate: "GH-512-KL",
      ownerUserId: chef,
    },
    {
      type: "vehicule",
      triangleOwnerId: paris,
      brand: "Peugeot",
      model: "Partner",
      buyAt: "2019-10-15",
      numberPlate: "FD-318-PA",
    },
    {
      type: "vehicule",
      triangleOwnerId: nantes,
      brand: "Citroën",
      model: "Jumper",
      buyAt: "2008-05-20",
      numberPlate: "4521 XZ 44",
      isActive: false,
      note: "Vendu en 2025, gardé pour l'historique.",
    },
    {
      type: "animatos",
      triangleOwnerId: lyon,
      name: "Borne salon Lyon",
      brand: "Triangle",
      model: "Animatos v2",
      buyAt: "2025-01-10",
      computer: "Intel NUC 13 Pro",
      screen: "55 pouces",
      scanner1: "Zebra DS2208",
      printer: "Epson TM-T20III",
      location: "Entrepôt",
      rustdeskId: "731 204 559",
      secrets: { rustdeskPass: "Rd-lyon-2025" },
    },
    {
      type: "animatos",
      triangleOwnerId: paris,
      name: "Borne magasin Oberkampf",
      brand: "Triangle",
      model: "Animatos v2",
      buyAt: "2025-04-02",
      computer: "Intel NUC 13 Pro",
      screen: "43 pouces",
      scanner1: "Honeywell Voyager 1470g",
      scanner2: "Zebra DS2208",
      printer: "Star TSP143IV",
      location: "Client (location)",
      rustdeskId: "608 117 342",
      secrets: { rustdeskPass: "Rd-paris-2025" },
    },
    {
      type: "animatos",
      triangleOwnerId: nantes,
      name: "Borne formation",
      brand: "Triangle",
      model: "Animatos v1",
      buyAt: "2022-09-01",
      computer: "Lenovo ThinkCentre M70q",
      screen: "32 pouces",
      printer: "Brother QL-820NWB",
      location: "En réparation",
    },
    {
      type: "animatos",
      triangleOwnerId: lyon,
      name: "Borne prototype",
      brand: "Triangle",
      model: "Animatos v0",
      buyAt: "2020-11-30",
      screen: "Autre",
      location: "Hors service",
      isActive: false,
    },
  ];
}

/**
 * Without the server's key no code can be sealed: the materials go in without codes (read by the
 * same domain rule, with stand-ins for the phones' required ones), to be typed in the modal.
 */
async function insertWithoutCodes(db: Parameters<DemoSeeder>[0], input: MaterialCreateInput, now: Date) {
  const { type, ...fields } = input;
  const standIns = { phonePassword: "-", googlePassword: "-" };
  const { values } = readMaterial(type, { ...fields, secrets: standIns });
  const [row] = await db
    .insert(materials)
    .values({ type, ...values, createdAt: now, updatedAt: now })
    .returning({ id: materials.id });
  if (!row) throw new Error("demo materials: insert returned nothing");
  return row.id;
}

/**
 * The demo register (seed/index.ts lists it after the projects): with the server's key the codes
 * are sealed as the app would; without it they are left out. A phone and the van go on the first
 * demo project, so its 'Matériel' shows.
 */
export function materialsSeeder(secretsKey?: Buffer): DemoSeeder {
  return async (db, now, core) => {
    const user = await loadSessionUser(db, core.userIds.admin);
    if (!user) throw new Error("demo materials: the admin account is missing");
    const ids: number[] = [];
    for (const input of demoMaterials(core)) {
      ids.push(
        secretsKey
          ? (await createMaterial({ db, user, now }, input, secretsKey)).id
          : await insertWithoutCodes(db, input, now),
      );
    }
    const [project] = await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id)).limit(1);
    const picked = [ids[0], ids[5]].filter((id): id is number => id !== undefined);
    if (project && picked.length > 0) {
      await db
        .insert(projectMaterials)
        .values(picked.map((materialId) => ({ projectId: project.id, materialId })));
    }
    return core;
  };
}
