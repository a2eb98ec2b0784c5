import { MESSAGES, parisDateTimeLabel } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { type RouterOutputs, trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { SignaturePad } from "../../../ui/signature-pad";
import { Spinner } from "../../../ui/spinner";
import { deliveryReportPdfUrl } from "./delivery-report-links";
import "./public-delivery-report.css";

type Report = RouterOutputs["deliveryReport"]["publicView"];
type Answered = RouterOutputs["deliveryReport"]["answer"];

const LINK_INVALID = MESSAGES.DELIVERY_REPORT_LINK_INVALID;

/** The client's page (no session): read the report, then sign it or refuse it, once. */
export default function PublicDeliveryReportPage({ token }: { token: string }) {
  const report = trpc.deliveryReport.publicView.useQuery(
    { token },
    { retry: false, staleTime: Number.POSITIVE_INFINITY },
  );
  const [answered, setAnswered] = useState<Answered | null>(null);
  let body: React.ReactNode;
  if (answered) body = <ThankYou answered={answered} />;
  else if (report.data) body = <AnswerForm token={token} report={report.data} onAnswered={setAnswered} />;
  else if (report.isError) body = <NoLongerValid message={apiErrorMessage(report.error)} />;
  else body = <Spinner label="Chargement du PV de livraison…" />;
  return (
    <main className="pv-page">
      <div className="pv-card">{body}</div>
    </main>
  );
}

function NoLongerValid({ message }: { message: string }) {
  return (
    <section className="pv-message" role="alert">
      <h1>{message === LINK_INVALID ? LINK_INVALID : "Ce PV de livraison ne peut pas être affiché"}</h1>
      <p>
        {message === LINK_INVALID
          ? "Ce PV de livraison a déjà reçu une réponse, ou le lien est incomplet. Contactez la personne qui vous l'a envoyé si besoin."
          : message}
      </p>
    </section>
  );
}

function ThankYou({ answered }: { answered: Answered }) {
  const validated = answered.state === "DELIVERY_REPORT_VALIDATED";
  return (
    <section className="pv-message" role="status">
      <h1>Merci !</h1>
      <p>
        {validated ? "Vous avez signé le PV de livraison" : "Vous avez refusé le PV de livraison"} le{" "}
        {parisDateTimeLabel(answered.signedAt)}. Votre réponse a bien été transmise.
      </p>
      <a
        className="btn btn-secondary"
        href={deliveryReportPdfUrl(answered.token)}
        target="_blank"
        rel="noreferrer"
      >
        Télécharger le PDF
      </a>
    </section>
  );
}

interface AnswerFormProps {
  token: string;
  report: Report;
  onAnswered(answered: Answered): void;
}

function AnswerForm({ token, report, onAnswered }: AnswerFormProps) {
  const [signerName, setSignerName] = useState("");
  const [signature, setSignature] = useState<string | null>(null);
  const [refusing, setRefusing] = useState(false);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<{ field: string | undefined; message: string } | null>(null);
  const answer = trpc.deliveryReport.answer.useMutation({
    onSuccess: onAnswered,
    onError: (failure) => {
      const refusal = domainErrorOf(failure);
      setError({ field: refusal?.field, message: apiErrorMessage(failure) });
    },
  });
  const errorFor = (field: string) =>
    error?.field === field ? (
      <p className="field-error" role="alert">
        {error.message}
      </p>
    ) : null;

  const sign = () => {
    setError(null);
    if (!signature) {
      setError({ field: "signature", message: MESSAGES.DELIVERY_REPORT_SIGNATURE_REQUIRED });
      return;
    }
    answer.mutate({ token, decision: "validate", signerName, signature });
  };
  const refuse = () => {
    setError(null);
    answer.mutate({ token, decision: "refuse", signerName, comment, signature });
  };
  const otherError = error && !["signerName", "signature", "comment"].includes(error.field ?? "");

  return (
    <>
      <header className="pv-header">
        {report.groupCompanyName && <div className="pv-group">{report.groupCompanyName}</div>}
        <h1>Procès-verbal de livraison</h1>
        <dl className="pv-facts">
          <dt>Projet</dt>
          <dd>{report.projectName}</dd>
          <dt>Client</dt>
          <dd>{report.companyName ?? "—"}</dd>
          <dt>Établi par</dt>
          <dd>
            {report.creatorName}, le {parisDateTimeLabel(report.createdAt)}
          </dd>
        </dl>
      </header>
      <section className="pv-content" aria-label="Contenu du PV">
        <RichTextEditor
          value={report.content}
          onChange={() => undefined}
          disabled
          ariaLabel="Contenu du PV"
        />
      </section>
      <section className="pv-creator">
        <h2>Signature de {report.creatorName}</h2>
        <img
          src={report.creatorSignature}
          alt={`Signature de ${report.creatorName}`}
          className="pv-signature"
        />
      </section>
      <form
        className="pv-answer"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (refusing) refuse();
          else sign();
        }}
      >
        <h2>Votre réponse</h2>
        <div className="field">
          <label htmlFor="pv-signer">Votre nom</label>
          <input
            id="pv-signer"
            type="text"
            autoComplete="name"
            value={signerName}
            aria-invalid={error?.field === "signerName" || undefined}
            onChange={(event) => setSignerName(event.target.value)}
          />
          {errorFor("signerName")}
        </div>
        <div className="field">
          <span className="field-label">Votre signature</span>
          <SignaturePad
            label="Votre signature"
            invalid={error?.field === "signature"}
            onChange={setSignature}
          />
          {errorFor("signature")}
        </div>
        {refusing && (
          <div className="field">
            <label htmlFor="pv-comment">Raison du refus</label>
            <textarea
              id="pv-comment"
              rows={4}
              value={comment}
              aria-invalid={error?.field === "comment" || undefined}
              onChange={(event) => setComment(event.target.value)}
            />
            {errorFor("comment")}
          </div>
        )}
        {otherError && (
          <p className="field-error" role="alert">
            {error.message}
          </p>
        )}
        <div className="pv-buttons">
          {refusing ? (
            <>
              <Button onClick={() => setRefusing(false)} disabled={answer.isPending}>
                Retour
              </Button>
              <Button variant="danger" type="submit" busy={answer.isPending}>
                Confirmer le refus
              </Button>
            </>
          ) : (
            <>
              <Button variant="danger" onClick={() => setRefusing(true)} disabled={answer.isPending}>
                Refuser le PV
              </Button>
              <Button variant="primary" type="submit" busy={answer.isPending}>
                Signer le PV
              </Button>
            </>
          )}
        </div>
      </form>
    </>
  );
}
