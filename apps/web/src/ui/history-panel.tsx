import { RECORD_KINDS, type RecordKind } from "@tronc/domain";
import { useState } from "react";
import { formatDateTime } from "../lib/format";
import { type RouterOutputs, trpc } from "../lib/trpc";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { Modal } from "./modal";
import { QueryStatus } from "./query-status";
import "./history-panel.css";

type HistoryPage = RouterOutputs["history"]["list"];

interface HistoryTarget {
  kind: RecordKind;
  id: number;
}

/** One page of changes; tells its parent whether older ones remain. */
function HistoryPageRows({
  kind,
  id,
  page,
  isLast,
  onMore,
}: HistoryTarget & { page: number; isLast: boolean; onMore(): void }) {
  // Read afresh at each opening: a change saved a moment ago must be there.
  const query = trpc.history.list.useQuery({ kind, id, page }, { staleTime: 0, gcTime: 0 });
  const data: HistoryPage | undefined = query.data;
  if (!data) return <QueryStatus query={query} />;
  if (page === 1 && data.items.length === 0) return <EmptyState title="Aucune modification enregistrée" />;
  const hasOlder = data.page * data.pageSize < data.total || !data.totalIsExact;
  return (
    <>
      {data.items.map((entry) => (
        <li key={entry.id} className="history-entry">
          <div className="history-entry-meta">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            <span className="history-entry-author">{entry.byName}</span>
          </div>
          <p className="history-entry-text">{entry.text}</p>
        </li>
      ))}
      {isLast && hasOlder && (
        <li className="history-more">
          <Button size="sm" onClick={onMore}>
            Plus ancien
          </Button>
        </li>
      )}
    </>
  );
}

/** The changes of a record, newest first, a page at a time ('Plus ancien' reads the next). */
function HistoryList({ kind, id }: HistoryTarget) {
  const [pages, setPages] = useState([1]);
  return (
    <ol className="history-list" aria-label="Modifications, de la plus récente à la plus ancienne">
      {pages.map((page) => (
        <HistoryPageRows
          key={page}
          kind={kind}
          id={id}
          page={page}
          isLast={page === pages.length}
          onMore={() => setPages([...pages, pages.length + 1])}
        />
      ))}
    </ol>
  );
}

/**
 * 'Historique' of a record's screen: a button opening who changed which field from what to what, and
 * when. The server lets whoever may read the record read it.
 */
export function HistoryButton({
  kind,
  id,
  size = "md",
  placement = "inline",
}: HistoryTarget & {
  size?: "sm" | "md";
  /** 'row': on a line of its own, on the right (at the top of a dialog's form). */
  placement?: "inline" | "row";
}) {
  const [open, setOpen] = useState(false);
  const button = (
    <Button size={size} onClick={() => setOpen(true)}>
      Historique
    </Button>
  );
  return (
    <>
      {placement === "row" ? <div className="history-button-row">{button}</div> : button}
      {open && (
        <Modal
          open
          onOpenChange={setOpen}
          title={`Historique — ${RECORD_KINDS[kind].label}`}
          footer={<Button onClick={() => setOpen(false)}>Fermer</Button>}
        >
          <HistoryList kind={kind} id={id} />
        </Modal>
      )}
    </>
  );
}
