import { alertResponsibles, alerts, users } from "@tronc/db";
import {
  alertTypesMatching,
  DEFAULT_ALERT_LIST_STATES,
  invoiceSearchTerms,
  likeContains,
  PAGE_SIZES,
} from "@tronc/domain";
import { and, desc, inArray, or, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";
import { countUpTo, type Page, paginate } from "../../../services/shared/paginate";
import type { AlertFilters, AlertSearchInput } from "./contract";
import { type AlertView, alertViews, getAlertView, selectAlertRows } from "./views";

// Upper case too: lower() leaves accented capitals alone under the C locale.
const ACCENTED = "àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ";
const PLAIN = "aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy";

/** Lower-case and accent-free, as the search terms are (normalizeSearchText). */
const folded = (text: SQL) => sql`translate(lower(${text}), ${ACCENTED}, ${PLAIN})`;

/** The content as read on screen: tags dropped, the escaped quotes and ampersands written back. */
const contentText = folded(
  sql`regexp_replace(replace(replace(replace(replace(${alerts.content}, '&#39;', ''''), '&#34;', '"'), '&#38;', '&'), '&amp;', '&'), '<[^>]*>', ' ', 'g')`,
);

function termCondition(term: string): SQL | undefined {
  const like = likeContains(term);
  const types = alertTypesMatching(term);
  const responsible = sql`exists (
    select 1 from ${alertResponsibles} join ${users} on ${users.id} = ${alertResponsibles.userId}
    where ${alertResponsibles.alertId} = ${alerts.id}
    and ${folded(sql`${users.name} || ' ' || ${users.lastname}`)} like ${like})`;
  return or(
    sql`${contentText} like ${like}`,
    types.length > 0 ? inArray(alerts.type, types) : undefined,
    responsible,
  );
}

/** Every word in the content, the type's label or a responsible's name; the states asked (default new and read). */
function alertConditions(filters: AlertFilters): SQL | undefined {
  const states = filters.states ?? DEFAULT_ALERT_LIST_STATES;
  const conditions = invoiceSearchTerms(filters.q ?? "").map(termCondition);
  if (states.length > 0) conditions.push(inArray(alerts.state, [...states]));
  return and(...conditions);
}

/** 'Liste des Alertes': the newest first, 500 a page, and the count. */
export function searchAlerts(
  { db }: Pick<ServiceContext, "db">,
  input: AlertSearchInput,
): Promise<Page<AlertView>> {
  const where = alertConditions(input);
  return paginate(
    { page: input.page, pageSize: input.pageSize ?? PAGE_SIZES.alerts },
    {
      count: (limit) => countUpTo(db, alerts, where, limit),
      rows: (limit, offset) =>
        selectAlertRows(db)
          .where(where)
          .orderBy(desc(alerts.createdAt), desc(alerts.id))
          .limit(limit)
          .offset(offset),
      map: (rows) => alertViews(db, rows),
    },
  );
}

export function getAlert({ db }: Pick<ServiceContext, "db">, input: { id: number }): Promise<AlertView> {
  return getAlertView(db, input.id);
}
