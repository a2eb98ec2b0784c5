import { parseArgs } from "node:util";
import { formatMessage, isDomainError } from "@tronc/domain";

const help = `Envoie les e-mails de notification qui attendent dans la file (nouveaux leads, alertes,
recommandations acceptées) : un passage, maintenant. Chaque e-mail dû part une fois ; un envoi refusé
ou un serveur injoignable est noté et réessayé plus tard (après 1, 5, 15, 60 puis 240 minutes), puis
abandonné après le 6e essai (il reste dans la file avec son erreur).

Usage : pnpm mail:send [options]

  --dry-run   liste les e-mails dus, sans rien envoyer (SMTP_URL n'est pas nécessaire)
  --help      cette aide

Serveur SMTP : SMTP_URL (smtp://utilisateur:motdepasse@hôte:587 ou smtps://…:465), expéditeur
MAIL_FROM, liens vers APP_URL. Base : DATABASE_URL si défini, sinon la base embarquée de DATA_DIR
(arrêtez l'application avant). L'application envoie déjà la file elle-même quand SMTP_URL est défini ;
lancée en même temps, cette commande n'envoie aucun e-mail deux fois.

Codes de sortie : 0 tout ce qui était dû est parti (ou rien n'était dû), 1 au moins un e-mail n'est
pas parti (il sera réessayé) ou erreur inattendue, 2 option invalide ou SMTP_URL absent ou invalide.`;

function readOptions(): { dryRun: boolean } {
  try {
    const { values } = parseArgs({
      options: { "dry-run": { type: "boolean", default: false }, help: { type: "boolean", default: false } },
    });
    if (values.help) {
      console.log(help);
      process.exit(0);
    }
    return { dryRun: values["dry-run"] ?? false };
  } catch (error) {
    const option = /'(-[^' ]+)/.exec(error instanceof Error ? error.message : "")?.[1];
    console.error(option ? `Option inconnue : ${option}. Voir --help.` : "Argument inattendu. Voir --help.");
    process.exit(2);
  }
}

const KIND_LABELS: Record<string, string> = {
  "new-lead": "nouveau lead",
  alert: "alerte",
  "recommendation-accepted": "recommandation acceptée",
};

const options = readOptions();
// Loaded once the options are read: --help and a bad option answer at once.
const { readEnv } = await import("@tronc/api");
const { mail } = await import("@tronc/api");
const env = readEnv(process.env, process.env.INIT_CWD ?? process.cwd());
if (!options.dryRun) {
  if (!env.smtpUrl) {
    console.error(`${formatMessage("MAIL_SMTP_URL_MISSING")} : rien n'a été envoyé.`);
    process.exit(2);
  }
  try {
    mail.smtpServerLabel(env.smtpUrl);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    console.error(`${error.message} : rien n'a été envoyé.`);
    process.exit(2);
  }
}

const { openAppDb } = await import("./lib/open-db");
const handle = await openAppDb();
try {
  if (options.dryRun) {
    const due = await mail.listDueMails(handle.db, new Date());
    console.log(`Simulation, rien n'a été envoyé : ${due.length} e-mail(s) à envoyer.`);
    for (const row of due) {
      const kind = KIND_LABELS[row.kind] ?? row.kind;
      console.log(`  n° ${row.id}  ${row.to}  « ${row.subject} »  (${kind}, essai ${row.attempts + 1})`);
    }
  } else {
    const transport = mail.createSmtpTransport(env.smtpUrl ?? "");
    try {
      const report = await mail.sendDueMails({
        db: handle.db,
        transport,
        from: env.mailFrom,
        appUrl: env.appUrl,
        now: () => new Date(),
      });
      console.log(
        `Envoi terminé par ${mail.smtpServerLabel(env.smtpUrl ?? "")} : ${mail.mailPassSummary(report)}.`,
      );
      if (report.retried + report.givenUp > 0) process.exitCode = 1;
    } finally {
      transport.close();
    }
  }
  const givenUp = await mail.countGivenUpMails(handle.db);
  if (givenUp > 0) {
    console.log(
      `${givenUp} e-mail(s) abandonné(s) restent dans la file avec leur erreur (outbox.last_error).`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
