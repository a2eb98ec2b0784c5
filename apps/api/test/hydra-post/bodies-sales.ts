import { PATHS } from "../../src/hydra/paths";
import { PNG_SIGNATURE } from "../work/delivery-report-helpers";
import type { PostFixture } from "./fixture";

/** Leads, their exchanges, clients' contacts and links, projects, tasks, time, leave, delivery reports. */
export const salesBodies: Record<string, PostFixture> = {
  [PATHS.leads]: {
    as: "user",
    build: async (w) => ({
      body: {
        subject: "Salon des vins 2027",
        triangleCompany: w.group(0),
        sourceTriangleCompany: w.group(1),
        company: await w.client(),
        // Not in the body schema (read apart: embedded or a reference), sent as the chain sends it.
        contactForm: {
          name: "Hélène Dupré",
          phone: "06 12 34 56 78",
          email: "helene.dupre@vins-lyon.fr",
          companyName: "Vins de Lyon",
          source: "Salon",
          message: "Un stand pour trois jours.",
          subject: "Stand au salon",
        },
      },
    }),
  },
  [PATHS.contactForms]: {
    as: "user",
    build: async () => ({
      body: {
        name: "Hélène Dupré",
        phone: "06 12 34 56 78",
        email: "helene.dupre@vins-lyon.fr",
        companyName: "Vins de Lyon",
        source: "Site internet",
        message: "Bonjour, un séminaire pour 40 personnes en juin.",
        subject: "Séminaire d'équipe",
        infos: { participants: 40, budget: "15 000 €", hebergement: true },
      },
    }),
  },
  [PATHS.calls]: {
    as: "user",
    build: async (w) => ({
      body: {
        troncCommunLead: (await w.lead()).iri,
        callType: "OUTGOING_MAIL",
        comment: "Devis envoyé par courriel.",
      },
    }),
  },
  [PATHS.projects]: {
    as: "user",
    // The lead's project already exists (the lead makes it): this POST fills it (DESIGN §10).
    build: async (w) => {
      const lead = await w.lead();
      const van = await (await w.caller("user")).material.create({
        type: "vehicule",
        triangleOwnerId: w.groupId(0),
        brand: "Renault",
        model: "Kangoo",
        buyAt: "2024-03-01",
        numberPlate: "FG-456-HJ",
      });
      return {
        body: {
          lead: lead.iri,
          name: "Salon des vins : stand",
          state: "STATE_TO_PLAN",
          company: lead.company,
          creator: w.user("chef"),
          projectManager: w.user("chef"),
          ownerTriangleCompany: w.group(1),
          delieveryDate: "2027-03-18",
          refusedStatus: "REFUSED_STATE_BUDGET",
          comment: "<p>Stand de 12 m²</p>",
          gameUrl: "https://jeu.triangle.test/salon-vins",
          triangleCompanies: [w.group(0), w.group(1)],
          triangleUsers: [w.user("user"), w.user("chef")],
          attachments: [await w.file("user")],
          materials: [`${PATHS.vehicules}/${van.id}`],
        },
      };
    },
  },
  [PATHS.contacts]: {
    as: "user",
    notSent: { confirmDuplicate: "confirms a duplicate e-mail before saving: an answer, not a field" },
    build: async (w) => ({
      body: {
        company: await w.client(),
        name: "Marc Lefèvre",
        email: "marc.lefevre@vins-lyon.fr",
        phone: "06 98 76 54 32",
        occupation: "Directeur commercial",
      },
    }),
  },
  [PATHS.triangleCustomers]: {
    as: "user",
    build: async (w) => ({
      body: { triangleCompany: w.group(1), company: await w.client(), isProspect: true },
    }),
  },
  [PATHS.dayOffs]: {
    as: "admin",
    notSent: {
      state: "a new leave always waits (STATE_STAND_BY), administrator included (decisions: Congés)",
    },
    build: async () => ({
      body: {
        startAt: "2027-02-15T08:00:00+01:00",
        endAt: "2027-02-19T18:00:00+01:00",
      },
    }),
  },
  [PATHS.deliveryReports]: {
    as: "user",
    build: async (w) => ({
      body: {
        project: (await w.project()).iri,
        content: "<p>Stand livré et monté le 18 mars.</p>",
        creatorSignPicture: PNG_SIGNATURE,
      },
    }),
  },
  [PATHS.tasks]: {
    as: "user",
    notSent: {
      attachments:
        "files go on a saved task: 400 'Enregistrez la tâche pour insérer des PJ' (decisions: Tasks)",
    },
    build: async (w) => ({
      body: {
        name: "Réserver le traiteur",
        project: (await w.project()).iri,
        type: await w.taskType("Achats"),
        assignedTo: [w.user("user"), w.user("chef")],
        state: "STATE_IN_COURSE",
        priority: "PRIORITY_HIGH",
        startAt: "2027-03-01",
        endAt: "2027-03-02",
        description: "<p>Trois devis à comparer.</p>",
        note: "Appeler avant midi",
        avancement: 40,
        duration: 2.5,
      },
    }),
  },
  [PATHS.taskReports]: {
    as: "user",
    notSent: { confirmLeave: "confirms time on a day of leave: an answer to a warning, not a field" },
    build: async (w) => {
      const project = await w.project();
      return {
        body: {
          date: "2027-03-02",
          comment: "Appels aux traiteurs",
          nbHour: 1.5,
          // On a task the server takes its project's companies (decisions: time entries): those are sent.
          triangleCompany: w.group(0),
          company: project.company,
          triangleUser: w.user("user"),
          task: await w.task(project.iri),
        },
      };
    },
  },
};
