import { keepPreviousData } from "@tanstack/react-query";
import { addMonths, expandForecastWindow, formatEuros } from "@tronc/domain";
import { useMemo, useState } from "react";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { BankBalanceModal } from "./bank-balance-modal";
import { windowTitle } from "./forecast-format";
import { ForecastLineModal } from "./forecast-line-modal";
import { ForecastMonthCard } from "./forecast-month-card";
import type { LineEditing } from "./forecast-types";
import { useForecastMonth } from "./use-forecast-month";
import "./forecast.css";

/** Spec §9: the months load 500 ms after the last arrow click. */
const RELOAD_DELAY_MS = 500;

/** 'Prévisionnel' (spec §2.2): 12 month cards from a month, per day real and forecast lines. */
export default function ForecastPage() {
  const period = useForecastMonth();
  const loadedMonth = useDebouncedValue(period.month, RELOAD_DELAY_MS);
  const forecast = trpc.forecast.window.useQuery(
    { month: loadedMonth },
    { placeholderData: keepPreviousData },
  );
  const [editing, setEditing] = useState<LineEditing | null>(null);
  const [bankOpen, setBankOpen] = useState(false);
  const firstMonth = `${period.month}-01`;
  const view = useMemo(() => forecast.data && expandForecastWindow(forecast.data), [forecast.data]);
  const busy = forecast.isFetching || loadedMonth !== period.month;

  return (
    <>
      <PageHeader
        title={windowTitle(firstMonth, addMonths(firstMonth, 11))}
        subtitle={
          view?.lastBankBalance ? (
            <>
              Dernier solde bancaire : <strong>{formatEuros(view.lastBankBalance.amountCents)}</strong> au{" "}
              {formatDate(view.lastBankBalance.date)}
            </>
          ) : view ? (
            "Aucun solde bancaire enregistré : les soldes partent de 0."
          ) : undefined
        }
        actions={
          <>
            <fieldset className="forecast-nav">
              <legend className="visually-hidden">Décaler les mois affichés</legend>
              <Button onClick={period.previous} aria-label="Mois précédent" title="Mois précédent">
                ‹
              </Button>
              <Button onClick={period.thisMonth}>Mois en cours</Button>
              <Button onClick={period.next} aria-label="Mois suivant" title="Mois suivant">
                ›
              </Button>
            </fieldset>
            <Button variant="primary" onClick={() => setBankOpen(true)} disabled={!view}>
              Solde bancaire
            </Button>
          </>
        }
      />
      {forecast.isError && (
        <div className="alert alert-danger" role="alert">
          {apiErrorMessage(forecast.error)}
        </div>
      )}
      {forecast.isPending ? (
        <Spinner label="Chargement du prévisionnel…" />
      ) : (
        view && (
          <section className="forecast-months" aria-label="Mois du prévisionnel" aria-busy={busy}>
            {view.months.map((month) => (
              <ForecastMonthCard
                key={month.month}
                month={month}
                today={view.today}
                companies={view.companies}
                onAdd={(date) => setEditing({ mode: "create", date })}
                onEdit={(line) => setEditing({ mode: "edit", line })}
              />
            ))}
          </section>
        )
      )}
      {editing && view && (
        <ForecastLineModal
          key={editing.mode === "edit" ? editing.line.key : `new-${editing.date}`}
          editing={editing}
          companies={view.companies}
          today={view.today}
          onClose={() => setEditing(null)}
        />
      )}
      {bankOpen && view && (
        <BankBalanceModal today={view.today} last={view.lastBankBalance} onClose={() => setBankOpen(false)} />
      )}
    </>
  );
}
