import { PATHS } from "../../src/hydra/paths";
import type { Json, PostFixture } from "./fixture";
import type { PostWorld } from "./world";

/** A material's own fields are its type's; the others of the shared body are another type's. */
const otherTypes = (fields: string[], type: string) =>
  Object.fromEntries(fields.map((field) => [field, `a field of another type of material than ${type}`]));

const PHONE_FIELDS = ["phoneNumber", "IMEI1", "IMEI2", "imei1", "imei2", "googleAccount"];
const VEHICLE_FIELDS = ["numberPlate"];
const ANIMATOS_FIELDS = ["computer", "screen", "scanner1", "scanner2", "printer", "location"];
const DESKTOP_FIELDS = ["rustdeskId", "rustdeskPass"];
const PHONE_CODES = ["phonePassword", "pinCode", "googlePassword", "rustdeskPass"];

/** What every material is sent with: owner, identity, purchase date, note, inactive. */
const materialCommon = (w: PostWorld, name: string) => ({
  triangleOwner: w.group(1),
  owner: w.user("chef"),
  name,
  brand: "Marque",
  model: "Modèle 2026",
  buyAt: "2026-09-15",
  note: "Rangé au bureau de Lyon",
  isActive: false,
});

const ALIASES = {
  state: "the old name of isActive, sent as isActive",
  imei1: "the other spelling of IMEI1, sent as IMEI1",
  imei2: "the other spelling of IMEI2, sent as IMEI2",
};

/** A code is written, never read: `secretsSet` says whether it is saved. */
const secretSaved = (field: string) => (item: Json) => (item.secretsSet as Json | undefined)?.[field];

/** Charges, forecast days and lines, alerts, materials. */
export const forecastSupportBodies: Record<string, PostFixture> = {
  [PATHS.charges]: {
    as: "compta",
    build: async (w) => ({
      body: {
        title: "Loyer du dépôt",
        type: "CHARGE_TYPE_RENT",
        everyNMonth: 3,
        dayOfMonth: 10,
        amount: -1200.5,
        dateFrom: "2027-01-01",
        color: "#ff8800",
        companiesParts: [
          { id: w.group(0), pct: 60 },
          { id: w.group(1), pct: 40 },
        ],
      },
    }),
  },
  [PATHS.forecastDays]: {
    as: "compta",
    build: async () => ({ body: { date: "2027-01-04", bank: 15230.45 } }),
  },
  [PATHS.forecastItems]: {
    as: "compta",
    build: async (w) => ({
      body: {
        title: "Assurance du stand",
        amount: -350.25,
        forecastDay: "2027-01-06",
        companiesParts: [
          { id: w.group(0), pct: 50 },
          { id: w.group(2), pct: 50 },
        ],
      },
    }),
  },
  [PATHS.alerts]: {
    as: "admin",
    // The wire names the people in charge, not their IRIs (spec §3 Alert: responsableNames).
    readBack: { responsables: (item) => item.responsableNames },
    build: async (w) => ({
      body: {
        type: "ALERT_TYPE_OTHER",
        content: "Vérifier l'assurance du stand",
        url: "/tronc-commun/admin/projects",
        responsables: [w.user("chef"), w.user("compta")],
      },
      expect: { responsables: ["Hugo Petit", "Claire Bernard"] },
    }),
  },
  [PATHS.phones]: {
    as: "user",
    notSent: { ...ALIASES, ...otherTypes([...VEHICLE_FIELDS, ...ANIMATOS_FIELDS], "a phone") },
    readBack: Object.fromEntries(PHONE_CODES.map((field) => [field, secretSaved(field)])),
    build: async (w) => ({
      body: {
        ...materialCommon(w, "Téléphone du stand"),
        phoneNumber: "06 12 34 56 78",
        IMEI1: "356938035643809",
        IMEI2: "353918054302589",
        googleAccount: "stand.lyon@triangle.test",
        rustdeskId: "123 456 789",
        phonePassword: "motdepasse-1234",
        pinCode: "0000",
        googlePassword: "g00gle-secret",
        rustdeskPass: "rustdesk-pass",
      },
      expect: { phonePassword: true, pinCode: true, googlePassword: true, rustdeskPass: true },
    }),
  },
  [PATHS.vehicules]: {
    as: "user",
    notSent: {
      ...ALIASES,
      ...otherTypes([...PHONE_FIELDS, ...ANIMATOS_FIELDS, ...DESKTOP_FIELDS], "a vehicle"),
      ...otherTypes(["phonePassword", "pinCode", "googlePassword"], "a vehicle"),
    },
    build: async (w) => ({
      body: { ...materialCommon(w, "Camionnette"), numberPlate: "FG-456-HJ" },
    }),
  },
  [PATHS.animatos]: {
    as: "user",
    notSent: {
      ...ALIASES,
      ...otherTypes([...PHONE_FIELDS, ...VEHICLE_FIELDS], "an animatos"),
      ...otherTypes(["phonePassword", "pinCode", "googlePassword"], "an animatos"),
    },
    readBack: { rustdeskPass: secretSaved("rustdeskPass") },
    build: async (w) => ({
      body: {
        ...materialCommon(w, "Borne salon"),
        computer: "Mini PC i5",
        screen: "43 pouces",
        scanner1: "Zebra DS2208",
        scanner2: "Honeywell Voyager 1470g",
        printer: "Epson TM-T20III",
        location: "Entrepôt",
        rustdeskId: "987 654 321",
        rustdeskPass: "rustdesk-pass",
      },
      expect: { rustdeskPass: true },
    }),
  },
};
