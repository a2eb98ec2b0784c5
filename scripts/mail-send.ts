import { formatMessage, isDomainError } from "@tronc/domain";
import { CommandRefusal, runCommand, withAppDb } from "./lib/cli";

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

const KIND_LABELS: Record<string, string> = {
  "new-lead": "nouveau lead",
  alert: "alerte",
  "recommendation-accepted": "recommandation acceptée",
};

process.exitCode = await runCommand({
  help,
  options: { "dry-run": { type: "boolean", default: false } },
  badOptionLabel: "Option inconnue",
  async run(values) {
    // Loaded once the options are read: --help and a bad option answer at once.
    const { readEnv, mail } = await import("@tronc/api/commands");
    const env = readEnv(process.env, process.env.INIT_CWD ?? process.cwd());
    if (!values["dry-run"]) {
      if (!env.smtpUrl) {
        throw new CommandRefusal(`${formatMessage("MAIL_SMTP_URL_MISSING")} : rien n'a été envoyé.`);
      }
      try {
        mail.smtpServerLabel(env.smtpUrl);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        throw new CommandRefusal(`${error.message} : rien n'a été envoyé.`);
      }
    }
    return withAppDb(async (db) => {
      let exitCode = 0;
      if (values["dry-run"]) {
        const due = await mail.listDueMails(db, new Date());
        console.log(`Simulation, rien n'a été envoyé : ${due.length} e-mail(s) à envoyer.`);
        for (const row of due) {
          const kind = KIND_LABELS[row.kind] ?? row.kind;
          console.log(`  n° ${row.id}  ${row.to}  « ${row.subject} »  (${kind}, essai ${row.attempts + 1})`);
        }
      } else {
        const transport = mail.createSmtpTransport(env.smtpUrl ?? "");
        try {
          const report = await mail.sendDueMails({
            db,
            transport,
            from: env.mailFrom,
            appUrl: env.appUrl,
            now: () => new Date(),
          });
          console.log(
            `Envoi terminé par ${mail.smtpServerLabel(env.smtpUrl ?? "")} : ${mail.mailPassSummary(report)}.`,
          );
          if (report.retried + report.givenUp > 0) exitCode = 1;
        } finally {
          transport.close();
        }
      }
      const givenUp = await mail.countGivenUpMails(db);
      if (givenUp > 0) {
        console.log(
          `${givenUp} e-mail(s) abandonné(s) restent dans la file avec leur erreur (outbox.last_error).`,
        );
      }
      return exitCode;
    });
  },
});
