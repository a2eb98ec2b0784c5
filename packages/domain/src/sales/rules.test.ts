import { describe, expect, it } from "vitest";
import { formatMessage, MESSAGES } from "../messages";
import { callbackAlertAt, callbackTodayEnd, parseCallbackAt } from "./callback";
import {
  assertClientSiret,
  parseCompanySize,
  siretLookupPrefix,
  validateClientCompany,
} from "./client-company-rules";
import {
  assertContactPhone,
  assertNoDuplicateContactEmail,
  isDuplicateContactEmail,
  optionalEmail,
  validateContact,
} from "./contact-rules";
import { assertConvertibleToProject, assertProjectState } from "./lead-project";
import {
  assertCallComment,
  assertCallType,
  assertCanDeleteCall,
  assertCanEditCall,
  assertLeadLevel,
  assertLeadOwned,
  assertLeadStatus,
  assertLeadSubject,
  assertStatusChange,
  takeOverDecision,
  truncateToMinute,
} from "./lead-rules";
import { assertOwnActiveCompany, validateLeadRequest, validateRequester } from "./requester";

describe("lead creation, step 1 (the requester)", () => {
  it("takes an existing company with one of its contacts", () => {
    expect(validateRequester({ companyId: 3, contactId: 8 })).toEqual({
      kind: "existingContact",
      companyId: 3,
      contactId: 8,
    });
  });

  it("takes a new contact typed for an existing company", () => {
    expect(validateRequester({ companyId: 3, name: " Léa ", phone: "06 12 34 56 78" })).toEqual({
      kind: "newContact",
      companyId: 3,
      name: "Léa",
      phone: "06 12 34 56 78",
      email: null,
    });
    expect(() => validateRequester({ companyId: 3, phone: "0612345678" })).toThrow(
      "Le nom du contact est obligatoire",
    );
  });

  it("takes a typed company name and contact name, phone required, e-mail optional but valid", () => {
    expect(
      validateRequester({ companyName: "ACME", name: "Léa", phone: "0612345678", email: " Lea@Acme.FR " }),
    ).toEqual({ kind: "typed", companyName: "ACME", name: "Léa", phone: "0612345678", email: "lea@acme.fr" });
    expect(() => validateRequester({ companyName: "ACME", name: "Léa" })).toThrow(
      "Le téléphone du contact est obligatoire",
    );
    expect(() => validateRequester({ companyName: "ACME", name: "Léa", phone: "abc" })).toThrow(
      "Le téléphone « abc » n'est pas valide",
    );
    expect(() =>
      validateRequester({ companyName: "ACME", name: "Léa", phone: "0612345678", email: "léa@" }),
    ).toThrow("L'adresse e-mail « léa@ » n'est pas valide");
    expect(() => validateRequester({})).toThrow(MESSAGES.REQUESTER_CHOICE_REQUIRED);
    expect(() => validateRequester({ name: "Léa", phone: "0612345678" })).toThrow(
      "Le nom de l'entreprise est obligatoire",
    );
    expect(() => validateRequester({ companyName: "ACME", phone: "0612345678" })).toThrow(
      "Le nom du contact est obligatoire",
    );
  });
});

describe("lead creation, step 2 (the request)", () => {
  it("needs a title, a source and a description", () => {
    expect(validateLeadRequest({ subject: " Salon ", source: "Site", message: "Bonjour" })).toEqual({
      subject: "Salon",
      source: "Site",
      message: "Bonjour",
    });
    expect(() => validateLeadRequest({ subject: " ", source: "Site", message: "x" })).toThrow(
      "Le titre du lead est obligatoire",
    );
    expect(() => validateLeadRequest({ subject: "a", message: "x" })).toThrow(
      "La source du lead est obligatoire",
    );
    expect(() => validateLeadRequest({ subject: "a", source: "b" })).toThrow(
      "La description de la demande est obligatoire",
    );
  });

  it("offers only the user's active group companies", () => {
    const mine = [
      { id: 1, isActive: true },
      { id: 2, isActive: false },
    ];
    expect(() => assertOwnActiveCompany(1, mine)).not.toThrow();
    expect(() => assertOwnActiveCompany(2, mine)).toThrow(MESSAGES.TRIANGLE_COMPANY_NOT_YOURS);
    expect(() => assertOwnActiveCompany(3, mine)).toThrow(MESSAGES.TRIANGLE_COMPANY_NOT_YOURS);
  });
});

describe("contacts", () => {
  it("need a name, an e-mail and a phone", () => {
    expect(validateContact({ name: "Léa", email: "LEA@x.fr", phone: "0612345678", occupation: " " })).toEqual(
      {
        name: "Léa",
        email: "lea@x.fr",
        phone: "0612345678",
        occupation: null,
      },
    );
    expect(() => validateContact({ email: "a@b.fr", phone: "0612345678" })).toThrow(
      "Le nom du contact est obligatoire",
    );
    expect(() => validateContact({ name: "Léa", phone: "0612345678" })).toThrow(
      "L'e-mail du contact est obligatoire",
    );
    expect(() => validateContact({ name: "Léa", email: "pas-un-mail", phone: "0612345678" })).toThrow(
      "L'adresse e-mail « pas-un-mail » n'est pas valide",
    );
    expect(assertContactPhone(" +33  6 12 34 56 78 ")).toBe("+33 6 12 34 56 78");
    expect(optionalEmail("  ")).toBeNull();
  });

  it("warns of a duplicate e-mail among the company's contacts unless confirmed", () => {
    const contacts = [
      { id: 1, email: "lea@x.fr" },
      { id: 2, email: null },
    ];
    expect(isDuplicateContactEmail("LEA@x.fr", contacts)).toBe(true);
    expect(isDuplicateContactEmail("lea@x.fr", contacts, 1)).toBe(false);
    expect(isDuplicateContactEmail(null, contacts)).toBe(false);
    expect(() => assertNoDuplicateContactEmail("lea@x.fr", contacts, false)).toThrow(
      MESSAGES.CONTACT_EMAIL_DUPLICATE,
    );
    expect(() => assertNoDuplicateContactEmail("lea@x.fr", contacts, true)).not.toThrow();
    expect(MESSAGES.CONTACT_EMAIL_DUPLICATE).toBe(
      "Attention vous risquez de créer un doublon, cette adresse mail est déjà présente parmi les contacts de cette entreprise. Êtes-vous sûr de vouloir ajouter ce nouveau contact ?",
    );
  });
});

describe("client companies", () => {
  const valid = { name: "ACME", siret: "732 829 320 00074", activitySector: "Industrie" };

  it("check name, SIRET with its key, sector, headcount and billing address", () => {
    expect(validateClientCompany({ ...valid, companySize: "12", invoiceAddress: " " })).toMatchObject({
      name: "ACME",
      siret: "73282932000074",
      companySize: 12,
      invoiceAddress: null,
      isFactor: false,
    });
    expect(() => validateClientCompany({ ...valid, name: "A" })).toThrow(
      "Le nom de l'entreprise doit compter au moins 2 caractères",
    );
    expect(() => validateClientCompany({ ...valid, siret: "7328293200007" })).toThrow(
      "Le SIRET « 7328293200007 » n'est pas valide (14 chiffres avec une clé correcte)",
    );
    expect(() => validateClientCompany({ ...valid, siret: "73282932000075" })).toThrow("n'est pas valide");
    expect(() => validateClientCompany({ ...valid, siret: "" })).toThrow(
      "Le SIRET de l'entreprise est obligatoire",
    );
    expect(() => validateClientCompany({ ...valid, activitySector: " " })).toThrow(
      "Le secteur d'activité est obligatoire",
    );
    expect(() => validateClientCompany({ ...valid, invoiceAddress: "x".repeat(301) })).toThrow(
      "L'adresse de facturation ne doit pas dépasser 300 caractères",
    );
    expect(assertClientSiret("73282932000074")).toBe("73282932000074");
  });

  it("reads the headcount as an integer or null", () => {
    expect(parseCompanySize("")).toBeNull();
    expect(parseCompanySize(null)).toBeNull();
    expect(parseCompanySize(40)).toBe(40);
    expect(() => parseCompanySize("1,5")).toThrow("L'effectif doit être un nombre entier positif");
    expect(() => parseCompanySize(-1)).toThrow("L'effectif doit être un nombre entier positif");
  });

  it("looks a SIRET up from 4 digits", () => {
    expect(siretLookupPrefix("732")).toBeNull();
    expect(siretLookupPrefix("732 8")).toBe("7328");
  });
});

describe("lead rules", () => {
  it("checks statuses, levels and call types", () => {
    expect(assertLeadStatus("LEAD_STATUS_SEND")).toBe("LEAD_STATUS_SEND");
    expect(() => assertLeadStatus("LEAD_STATUS_X")).toThrow(
      "Le statut de lead « LEAD_STATUS_X » n'existe pas",
    );
    expect(assertLeadLevel("LEAD_HOT")).toBe("LEAD_HOT");
    expect(() => assertLeadLevel("HOT")).toThrow("La qualité de lead « HOT » n'existe pas");
    expect(assertCallType("OTHER")).toBe("OTHER");
    expect(() => assertCallType("FAX")).toThrow("Le type d'échange « FAX » n'existe pas");
    expect(assertProjectState("STATE_PROJECT")).toBe("STATE_PROJECT");
    expect(() => assertProjectState("STATE_X")).toThrow("L'état de projet « STATE_X » n'existe pas");
  });

  it("takes over a free lead, keeps one already mine, refuses someone else's", () => {
    expect(takeOverDecision({ ownerId: null }, 4, "")).toBe("take");
    expect(takeOverDecision({ ownerId: 4 }, 4, "Moi")).toBe("alreadyMine");
    expect(() => takeOverDecision({ ownerId: 5 }, 4, "Hugo Petit")).toThrow(
      "Ce lead est déjà pris en charge par Hugo Petit",
    );
    expect(() => assertLeadOwned({ ownerId: null })).toThrow("Prenez d'abord ce lead en charge");
    expect(() => assertLeadOwned({ ownerId: 1 })).not.toThrow();
  });

  it("never goes back to unread", () => {
    expect(() => assertStatusChange("LEAD_STATUS_NEW", "LEAD_STATUS_UNREAD")).toThrow("redevenir « Non lu »");
    expect(() => assertStatusChange("LEAD_STATUS_UNREAD", "LEAD_STATUS_UNREAD")).not.toThrow();
  });

  it("lets the author edit a comment, the author or a super admin delete it", () => {
    const call = { ownerId: 4, isDeleted: false };
    expect(() => assertCanEditCall(call, 4)).not.toThrow();
    expect(() => assertCanEditCall(call, 5)).toThrow("Seul l'auteur d'un commentaire peut le modifier");
    expect(() => assertCanEditCall({ ...call, isDeleted: true }, 4)).toThrow("Cet échange a été supprimé");
    expect(() => assertCanDeleteCall(call, { id: 5, isSuperAdmin: true })).not.toThrow();
    expect(() => assertCanDeleteCall(call, { id: 5, isSuperAdmin: false })).toThrow("super administrateur");
    expect(() => assertCanDeleteCall({ ...call, isDeleted: true }, { id: 4, isSuperAdmin: false })).toThrow(
      "Cet échange a été supprimé",
    );
    expect(() => assertCallComment("  ")).toThrow("Le commentaire est obligatoire");
    expect(assertCallComment(" ok ")).toBe("ok");
  });

  it("refuses an empty subject and converts only a project at the lead stage", () => {
    expect(() => assertLeadSubject("   ")).toThrow("Le titre du lead ne peut pas être vide");
    expect(assertLeadSubject(" Salon ")).toBe("Salon");
    expect(() => assertConvertibleToProject("STATE_LEAD")).not.toThrow();
    expect(() => assertConvertibleToProject("STATE_PROJECT")).toThrow("Ce lead est déjà converti en projet");
  });

  it("formats messages with their parameters", () => {
    expect(formatMessage("COMPANY_SIRET_TAKEN", { name: "ACME" })).toBe(
      "Une entreprise avec ce SIRET existe déjà : ACME",
    );
    expect(formatMessage("COMPANY_SIRET_TAKEN")).toContain("{name}");
  });
});

describe("callbacks", () => {
  it("reads a Paris wall clock or an ISO instant, to the minute", () => {
    expect(parseCallbackAt("2026-01-15T14:30")).toBe("2026-01-15T13:30:00.000Z");
    expect(parseCallbackAt("2026-07-15 14:30:59")).toBe("2026-07-15T12:30:00.000Z");
    expect(parseCallbackAt("2026-07-15T14:30:42.5+02:00")).toBe("2026-07-15T12:30:00.000Z");
    expect(parseCallbackAt("2026-07-15T12:30:10Z")).toBe("2026-07-15T12:30:00.000Z");
    expect(truncateToMinute(Date.parse("2026-07-15T12:30:59.999Z"))).toBe(Date.parse("2026-07-15T12:30:00Z"));
  });

  it("answers 'Date de rappel invalide' for anything else", () => {
    for (const value of [
      "",
      "demain",
      "2026-02-30T10:00",
      "2026-02-30T10:00:00Z",
      "2026-01-15T25:00",
      null,
      12,
    ]) {
      expect(() => parseCallbackAt(value)).toThrow("Date de rappel invalide");
    }
  });

  it("ends 'today' at the next Paris midnight, summer and winter", () => {
    expect(callbackTodayEnd(new Date("2026-01-15T22:59:00Z"))).toBe("2026-01-15T23:00:00.000Z");
    expect(callbackTodayEnd(new Date("2026-01-15T23:00:00Z"))).toBe("2026-01-16T23:00:00.000Z");
    expect(callbackTodayEnd("2026-07-15T10:00:00Z")).toBe("2026-07-15T22:00:00.000Z");
  });

  it("colours a callback: danger under 10 minutes, warning under 60", () => {
    const now = "2026-07-15T10:00:00Z";
    expect(callbackAlertAt("2026-07-15T10:05:00Z", now)).toBe("danger");
    expect(callbackAlertAt("2026-07-15T10:30:00Z", now)).toBe("warning");
    expect(callbackAlertAt("2026-07-15T11:00:00Z", now)).toBeNull();
    expect(callbackAlertAt("2026-07-15T09:00:00Z", now)).toBe("danger");
    expect(callbackAlertAt(new Date("2026-07-15T10:10:00Z"), new Date("2026-07-15T10:00:59Z"))).toBe(
      "warning",
    );
    expect(callbackAlertAt("2026-07-15T10:59:00Z", now)).toBe("warning");
  });
});
