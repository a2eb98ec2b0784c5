import { apiErrorMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";

/**
 * admin-tronc-commun-failed-jobs ('Tâches en échec'): the background jobs that failed their last try
 * (sending mails, scanning alerts, the forecast rollout, the PDFs of validated documents), with
 * their error; 'Relancer' gives one more try.
 */
export default function FailedJobsPage() {
  const list = trpc.job.listFailed.useQuery();
  const utils = trpc.useUtils();
  const toast = useToast();
  const retry = trpc.job.retry.useMutation({
    onSuccess: async () => {
      toast.success("La tâche est relancée");
      await utils.job.listFailed.invalidate();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const jobs = list.data?.jobs ?? [];
  const waiting = list.data?.stats.reduce((sum, stat) => sum + stat.queued + stat.active, 0) ?? 0;

  return (
    <>
      <PageHeader
        title="Tâches en échec"
        subtitle={
          list.data
            ? `${jobs.length} tâche${jobs.length > 1 ? "s" : ""} en échec, ${waiting} en attente ou en cours`
            : undefined
        }
      />
      <QueryStatus query={list} loadingLabel="Chargement des tâches…" />
      {list.isSuccess && jobs.length === 0 && (
        <EmptyState title="Aucune tâche en échec">Les tâches de fond se sont toutes bien passées.</EmptyState>
      )}
      {jobs.length > 0 && (
        <div className="card table-wrap">
          <table className="table failed-jobs-table">
            <thead>
              <tr>
                <th scope="col">Tâche</th>
                <th scope="col" className="num">
                  Essais
                </th>
                <th scope="col">Dernière erreur</th>
                <th scope="col">En échec depuis le</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id}>
                  <td>{job.label}</td>
                  <td className="num">{job.attempts}</td>
                  <td>{job.lastError}</td>
                  <td>{formatDateTime(job.failedAt)}</td>
                  <td>
                    <Button
                      variant="link"
                      disabled={retry.isPending}
                      onClick={() => retry.mutate({ name: job.name, id: job.id })}
                      aria-label={`Relancer la tâche ${job.label}`}
                    >
                      Relancer
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
