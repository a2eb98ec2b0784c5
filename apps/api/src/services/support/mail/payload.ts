import { isMailKind, type MailToRender } from "@tronc/domain";
import { z } from "zod";
import { idSchema } from "../../../schemas/id";

/** A stored payload's row id, read with the one id schema (1 … 2^31−1). */
const id = idSchema("L'identifiant du courriel");
const text = z.string();
const optionalText = z.string().nullable();

const newLead = z.object({
  leadId: id,
  link: text,
  subject: text,
  requesterName: text,
  requesterCompany: text,
  phone: text,
  email: optionalText,
  source: optionalText,
  message: optionalText,
  groupCompany: text,
  sourceGroupCompany: optionalText,
  createdAt: text,
});

const alert = z.object({
  alertId: id,
  link: text,
  url: optionalText,
  summary: text,
  content: text,
  createdAt: text,
});

const recommendationAccepted = z.object({
  recommendationId: id,
  leadId: id,
  link: text,
  leadSubject: text,
  client: text,
  groupCompany: text,
});

/** The stored facts of an outbox row, checked against its kind; null when they cannot be read. */
export function readQueuedMail(kind: string, payload: unknown): MailToRender | null {
  if (!isMailKind(kind)) return null;
  switch (kind) {
    case "new-lead": {
      const facts = newLead.safeParse(payload);
      return facts.success ? { kind, facts: facts.data } : null;
    }
    case "alert": {
      const facts = alert.safeParse(payload);
      return facts.success ? { kind, facts: facts.data } : null;
    }
    case "recommendation-accepted": {
      const facts = recommendationAccepted.safeParse(payload);
      return facts.success ? { kind, facts: facts.data } : null;
    }
  }
}
