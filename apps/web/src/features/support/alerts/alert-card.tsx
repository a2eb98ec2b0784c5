import { ALERT_STATE_COLORS, MESSAGES, parisDateTimeLabel } from "@tronc/domain";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useToast } from "../../../ui/toast";
import { AlertContent } from "./alert-content";
import type { AlertListItem } from "./alert-list-helpers";

/** 'Déclarer comme réglé': done now, with a toast; the list is read again (a done alert leaves the default). */
function SettleButton({ alert }: { alert: AlertListItem }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const settle = trpc.alert.settle.useMutation({
    onSuccess: async () => {
      toast.success(MESSAGES.ALERT_SETTLED);
      await utils.alert.search.invalidate();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <Button
      variant="primary"
      size="sm"
      busy={settle.isPending}
      onClick={() => settle.mutate({ id: alert.id })}
    >
      Déclarer comme réglé
    </Button>
  );
}

const names = (list: readonly string[]) => (list.length > 0 ? list.join(", ") : "—");

/** One alert of 'Liste des Alertes' (§2.14): type and state, content, link, people, dates. */
export function AlertCard({ alert }: { alert: AlertListItem }) {
  return (
    <article className="card alert-card" data-alert-id={alert.id}>
      <div className="alert-card-main">
        <div className="alert-card-badges">
          <Badge variant={alert.typeColor}>{alert.typeLabel}</Badge>
          <Badge variant={ALERT_STATE_COLORS[alert.state]} className="alert-card-state">
            {alert.stateLabel}
          </Badge>
          <span className="muted alert-card-created">Créée le {parisDateTimeLabel(alert.createdAt)}</span>
        </div>
        <AlertContent html={alert.content} />
        <dl className="alert-card-people">
          <div>
            <dt>Responsables</dt>
            <dd className="alert-card-responsibles">{names(alert.responsibleNames)}</dd>
          </div>
          <div>
            <dt>Lu par</dt>
            <dd className="alert-card-readers">{names(alert.readByNames)}</dd>
          </div>
        </dl>
      </div>
      <div className="alert-card-side">
        {alert.url && (
          <Link href={alert.url} className="btn btn-secondary btn-sm alert-card-link">
            Ouvrir
          </Link>
        )}
        {alert.canSettle ? (
          <SettleButton alert={alert} />
        ) : (
          alert.doneAt && (
            <p className="alert-card-done">
              Réglée le {parisDateTimeLabel(alert.doneAt)}
              {alert.doneByName && <span className="muted"> par {alert.doneByName}</span>}
            </p>
          )
        )}
      </div>
    </article>
  );
}
