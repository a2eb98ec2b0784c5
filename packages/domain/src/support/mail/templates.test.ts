import { describe, expect, it } from "vitest";
import { appLink, escapeHtml, oneLine } from "./html";
import {
  type AlertMailFacts,
  isMailKind,
  mailSubject,
  type NewLeadMailFacts,
  type RecommendationAcceptedMailFacts,
  renderMail,
} from "./templates";

const APP = "https://tronc.example.fr/";

const lead: NewLeadMailFacts = {
  leadId: 42,
  link: "/tronc-commun/admin/lead/edit/42",
  subject: "Séminaire <équipe> & co",
  requesterName: "Hélène Dupré",
  requesterCompany: 'Boulangerie "Lefèvre"',
  phone: "06 12 34 56 78",
  email: "helene@lefevre.fr",
  source: "Site internet",
  message: "Bonjour,\n<script>alert(1)</script> 40 personnes",
  groupCompany: "Triangle Événements",
  sourceGroupCompany: "Triangle Conseil",
  // 14:05 UTC in March is 15:05 in Paris (winter time, +01:00).
  createdAt: "2027-03-12T14:05:00.000Z",
};

describe("the new-lead mail", () => {
  const mail = renderMail({ kind: "new-lead", facts: lead }, APP);

  it("has a French subject naming the lead and its requester's company", () => {
    expect(mail.subject).toBe('Nouveau lead : Séminaire <équipe> & co (Boulangerie "Lefèvre")');
  });

  it("says every fact in plain text, with the Paris time and the absolute link to the lead", () => {
    expect(mail.text).toBe(
      [
        "Bonjour,",
        "",
        "Un nouveau lead est arrivé pour Triangle Événements.",
        "",
        "Titre : Séminaire <équipe> & co",
        'Demandeur : Hélène Dupré — Boulangerie "Lefèvre"',
        "Téléphone : 06 12 34 56 78",
        "E-mail : helene@lefevre.fr",
        "Source : Site internet",
        "Apporté par : Triangle Conseil",
        "Reçu le : 12/03/2027 15:05",
        "",
        "Demande :",
        "Bonjour,",
        "<script>alert(1)</script> 40 personnes",
        "",
        "Ouvrir le lead : https://tronc.example.fr/tronc-commun/admin/lead/edit/42",
        "",
        "-- ",
        "Vous recevez cet e-mail car l'option « Reçoit les mails des nouveaux leads » est activée sur votre compte Tronc Commun.",
        "",
      ].join("\n"),
    );
  });

  it("escapes every fact in the HTML part and links the button to the lead", () => {
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain("Séminaire &lt;équipe&gt; &amp; co");
    expect(mail.html).toContain("Hélène Dupré — Boulangerie &quot;Lefèvre&quot;");
    expect(mail.html).toContain("Bonjour,<br>&lt;script&gt;alert(1)&lt;/script&gt; 40 personnes");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain('<a href="https://tronc.example.fr/tronc-commun/admin/lead/edit/42"');
    expect(mail.html).toContain(">Ouvrir le lead</a>");
    expect(mail.html).toContain("12/03/2027 15:05");
  });

  it("leaves out what the requester did not give, and keeps a summer time right", () => {
    const bare = renderMail(
      {
        kind: "new-lead",
        facts: {
          ...lead,
          requesterCompany: "",
          email: null,
          source: null,
          message: null,
          sourceGroupCompany: null,
          // 07:30 UTC in July is 09:30 in Paris (summer time, +02:00).
          createdAt: "2027-07-01T07:30:00.000Z",
        },
      },
      APP,
    );
    expect(bare.subject).toBe("Nouveau lead : Séminaire <équipe> & co");
    expect(bare.text).toContain("Demandeur : Hélène Dupré\n");
    expect(bare.text).not.toContain("E-mail :");
    expect(bare.text).not.toContain("Demande :");
    expect(bare.text).toContain("Reçu le : 01/07/2027 09:30");
    expect(bare.html).not.toContain(">E-mail<");
  });
});

describe("the alert mail", () => {
  const alert: AlertMailFacts = {
    alertId: 7,
    link: "/tronc-commun/admin/alerts",
    url: "/tronc-commun/admin/lead/edit/42",
    summary: "Rappel manqué : Séminaire (Boulangerie)",
    content: "<p>Le rappel du lead <strong>Séminaire</strong> n'a pas été fait.</p>",
    createdAt: "2027-03-12T08:00:00.000Z",
  };
  const mail = renderMail({ kind: "alert", facts: alert }, APP);

  it("puts the summary in the subject and the text, the sanitised content in the HTML", () => {
    expect(mail.subject).toBe("Alerte : Rappel manqué : Séminaire (Boulangerie)");
    expect(mail.text).toContain("Une alerte demande votre attention.\n\nLevée le : 12/03/2027 09:00");
    expect(mail.text).toContain("\n\nRappel manqué : Séminaire (Boulangerie)\n\n");
    expect(mail.html).toContain(alert.content);
  });

  it("links to the alerts list and to the screen the alert is about", () => {
    expect(mail.text).toContain(
      "Voir la liste des alertes : https://tronc.example.fr/tronc-commun/admin/alerts",
    );
    expect(mail.text).toContain(
      "Ouvrir la fiche concernée : https://tronc.example.fr/tronc-commun/admin/lead/edit/42",
    );
    expect(mail.html).toContain('href="https://tronc.example.fr/tronc-commun/admin/alerts"');
  });

  it("drops a link that would leave the app", () => {
    const away = renderMail({ kind: "alert", facts: { ...alert, url: "https://ailleurs.example/x" } }, APP);
    expect(away.text).not.toContain("Ouvrir la fiche concernée");
    expect(away.html).not.toContain("ailleurs.example");
  });
});

describe("the recommendation-accepted mail", () => {
  const facts: RecommendationAcceptedMailFacts = {
    recommendationId: 3,
    leadId: 42,
    link: "/tronc-commun/admin/lead/edit/42",
    leadSubject: "Séminaire",
    client: "Boulangerie Lefèvre",
    groupCompany: "Triangle Événements",
  };

  it("keeps the subject the outbox already used and tells the lead, client and group company", () => {
    const mail = renderMail({ kind: "recommendation-accepted", facts }, APP);
    expect(mail.subject).toBe("Recommandation acceptée : Séminaire (Boulangerie Lefèvre)");
    expect(mail.text).toContain("La recommandation du lead « Séminaire » a été acceptée par le client.");
    expect(mail.text).toContain("Client : Boulangerie Lefèvre\nSociété du groupe : Triangle Événements");
    expect(mail.text).toContain("Ouvrir le lead : https://tronc.example.fr/tronc-commun/admin/lead/edit/42");
  });

  it("uses the subject it is given (the one stored with the mail)", () => {
    expect(renderMail({ kind: "recommendation-accepted", facts }, APP, "Sujet gardé").subject).toBe(
      "Sujet gardé",
    );
  });
});

describe("subjects, links and escaping", () => {
  it("a subject is one line of at most 255 characters, cut with '…'", () => {
    const subject = mailSubject({
      kind: "alert",
      facts: { ...alertFacts(), summary: `a\r\nb ${"x".repeat(300)}` },
    });
    expect(subject).toHaveLength(255);
    expect(subject.startsWith("Alerte : a b xxx")).toBe(true);
    expect(subject.endsWith("x…")).toBe(true);
    expect(oneLine("  deux\n  lignes ", 255)).toBe("deux lignes");
  });

  it("a link is the app's address plus a path inside the app, nothing else", () => {
    expect(appLink("http://localhost:3000/", "/tronc-commun/admin/alerts")).toBe(
      "http://localhost:3000/tronc-commun/admin/alerts",
    );
    expect(appLink("http://localhost:3000", "//evil.example/x")).toBeNull();
    expect(appLink("http://localhost:3000", "javascript:alert(1)")).toBeNull();
    expect(appLink("http://localhost:3000", "/a b")).toBeNull();
    expect(appLink("http://localhost:3000", null)).toBeNull();
  });

  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">l'été & co</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;l&#39;été &amp; co&lt;/a&gt;",
    );
  });

  it("knows its three kinds", () => {
    expect(["new-lead", "alert", "recommendation-accepted", "autre"].map(isMailKind)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

function alertFacts(): AlertMailFacts {
  return {
    alertId: 1,
    link: "/tronc-commun/admin/alerts",
    url: null,
    summary: "",
    content: "",
    createdAt: "2027-03-12T08:00:00.000Z",
  };
}
