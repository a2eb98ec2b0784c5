import { needsReading } from "@tronc/domain";
import { useEffect, useRef } from "react";
import { useSessionUser } from "../../../app/session";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { useToast } from "../../../ui/toast";
import type { AlertListItem } from "./alert-list-helpers";

/**
 * Opening the list reads what it shows (spec §4): the alerts not done that the reader has not read yet
 * are sent once to alert.markRead; the list is then read again (new ones show 'Lu' with the name).
 */
export function useMarkShownRead(items: readonly AlertListItem[]) {
  const me = useSessionUser();
  const toast = useToast();
  const utils = trpc.useUtils();
  const asked = useRef(new Set<number>());
  const { mutate } = trpc.alert.markRead.useMutation({
    onSuccess: () => utils.alert.search.invalidate(),
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  useEffect(() => {
    const ids = items
      .filter((alert) => !asked.current.has(alert.id))
      .filter((alert) => needsReading({ ...alert, readBy: alert.readers.map((reader) => reader.id) }, me.id))
      .map((alert) => alert.id);
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    mutate({ ids });
  }, [items, me.id, mutate]);
}
