import * as Dialog from "@radix-ui/react-dialog";
import { RECORD_KINDS } from "@tronc/domain";
import { Command } from "cmdk";
import { useState } from "react";
import { useLocation } from "wouter";
import { useSessionUser } from "../../../app/session";
import { apiErrorMessage } from "../../../lib/api-error";
import { quickActionsFor } from "./quick-actions";
import { type RecentRecord, readRecentRecords, rememberRecentRecord, type SearchHit } from "./recent-records";
import { SearchHitItem } from "./search-hit-item";
import { useSearchResults } from "./use-search-results";
import "./search.css";

/**
 * 'Rechercher' (Ctrl+K or '/'): a command palette in a Radix dialog. Empty, it offers the quick actions
 * and the records last opened from it; typed, the records found, grouped by kind. Arrow keys move,
 * Enter opens, Escape closes.
 */
export default function SearchPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const user = useSessionUser();
  const [, navigate] = useLocation();
  const [text, setText] = useState("");
  const { data, error, isFetching, typing } = useSearchResults(text);
  const [recent, setRecent] = useState(() => readRecentRecords(user.id));
  const empty = text.trim() === "";

  const go = (url: string) => {
    onOpenChange(false);
    setText("");
    navigate(url);
  };
  const openRecord = (record: RecentRecord | SearchHit) => {
    rememberRecentRecord(user.id, record);
    setRecent(readRecentRecords(user.id));
    go(record.url);
  };
  const busy = !empty && (typing || isFetching);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="search-overlay" />
        <Dialog.Content className="search-dialog" aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">Rechercher</Dialog.Title>
          <Command label="Rechercher" shouldFilter={false} loop>
            <Command.Input
              value={text}
              onValueChange={setText}
              placeholder="Rechercher un lead, un client, une facture, un numéro, un SIRET…"
              className="search-input"
              maxLength={200}
            />
            <Command.List className="search-list" aria-busy={busy}>
              {empty ? (
                <>
                  <Command.Group heading="Actions rapides">
                    {quickActionsFor(user).map((action) => (
                      <Command.Item
                        key={action.url}
                        value={`action:${action.url}`}
                        onSelect={() => go(action.url)}
                        className="search-item"
                      >
                        <span className="search-item-title">{action.label}</span>
                      </Command.Item>
                    ))}
                  </Command.Group>
                  {recent.length > 0 && (
                    <Command.Group heading="Récemment ouverts">
                      {recent.map((record) => (
                        <Command.Item
                          key={`${record.kind}:${record.id}`}
                          value={`recent:${record.kind}:${record.id}`}
                          onSelect={() => openRecord(record)}
                          className="search-item"
                        >
                          <span className="search-item-main">
                            <span className="search-item-title">{record.title}</span>
                            <span className="search-item-facts">{RECORD_KINDS[record.kind].label}</span>
                          </span>
                        </Command.Item>
                      ))}
                    </Command.Group>
                  )}
                </>
              ) : (
                <>
                  {error && (
                    <div className="search-message" role="alert">
                      {apiErrorMessage(error)}
                    </div>
                  )}
                  {!error && data?.hint && <div className="search-message">{data.hint}</div>}
                  {!error && !busy && data && !data.hint && data.groups.length === 0 && (
                    <div className="search-message">Aucun résultat pour « {data.q} »</div>
                  )}
                  {data?.groups.map((group) => (
                    <Command.Group key={group.kind} heading={group.label}>
                      {group.hits.map((hit) => (
                        <SearchHitItem key={`${hit.kind}:${hit.id}`} hit={hit} onOpen={openRecord} />
                      ))}
                      {group.more && (
                        <Command.Item
                          value={`all:${group.kind}`}
                          onSelect={() => go(group.listUrl)}
                          className="search-item search-item-more"
                        >
                          Voir tout : {group.label.toLowerCase()}
                        </Command.Item>
                      )}
                    </Command.Group>
                  ))}
                </>
              )}
            </Command.List>
          </Command>
          <p className="search-help" aria-hidden="true">
            ↑↓ pour choisir · Entrée pour ouvrir · Échap pour fermer
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
