import { formatEuros } from "@tronc/domain";
import { useEffect, useRef } from "react";
import { ForecastDayItem } from "./forecast-day";
import { amountClass, monthCardTitle } from "./forecast-format";
import { ForecastRecap } from "./forecast-recap";
import type { ForecastCompany, ForecastLine, ForecastMonth } from "./forecast-types";

interface ForecastMonthCardProps {
  month: ForecastMonth;
  today: string;
  companies: readonly ForecastCompany[];
  onAdd(date: string): void;
  onEdit(line: ForecastLine): void;
}

const Amount = ({ cents }: { cents: number }) => (
  <span className={amountClass(cents)}>{formatEuros(cents)}</span>
);

/** One month: its balances and totals, then its days, then the recap per group company. */
export function ForecastMonthCard({ month, today, companies, onAdd, onEdit }: ForecastMonthCardProps) {
  const titleId = `forecast-month-${month.month}`;
  const body = useRef<HTMLDivElement>(null);
  const holdsToday = today.slice(0, 7) === month.month.slice(0, 7);
  // The current month opens on today rather than on its first day.
  useEffect(() => {
    const container = body.current;
    const todayItem = container?.querySelector<HTMLElement>(".forecast-day.is-today");
    if (holdsToday && container && todayItem) container.scrollTop = todayItem.offsetTop - 8;
  }, [holdsToday]);
  return (
    <article className="card forecast-month" data-month={month.month} aria-labelledby={titleId}>
      <header className="forecast-month-header">
        <h2 id={titleId} className="forecast-month-title">
          {monthCardTitle(month.month)}
        </h2>
        <dl className="forecast-month-balance">
          <dt>Solde d'ouverture</dt>
          <dd data-figure="opening">
            <Amount cents={month.openingBalanceCents} />
          </dd>
        </dl>
        <table className="forecast-month-figures">
          <thead>
            <tr>
              <td />
              <th scope="col">Réel</th>
              <th scope="col">Théorique</th>
            </tr>
          </thead>
          <tbody>
            <tr data-figure="expenses">
              <th scope="row">Dépenses</th>
              <td>
                <Amount cents={month.realExpensesCents} />
              </td>
              <td>
                <Amount cents={month.theoreticalExpensesCents} />
              </td>
            </tr>
            <tr data-figure="income">
              <th scope="row">Encaissements</th>
              <td>
                <Amount cents={month.realIncomeCents} />
              </td>
              <td>
                <Amount cents={month.theoreticalIncomeCents} />
              </td>
            </tr>
            <tr data-figure="net">
              <th scope="row">Résultat net</th>
              <td>
                <Amount cents={month.netResultCents} />
              </td>
              <td title="Réel et théorique ensemble">
                <Amount cents={month.theoreticalNetResultCents} />
              </td>
            </tr>
          </tbody>
        </table>
        <dl className="forecast-month-balance">
          <dt>Solde de clôture</dt>
          <dd data-figure="closing">
            <Amount cents={month.closingBalanceCents} />
          </dd>
        </dl>
      </header>
      <div className="forecast-month-body" ref={body}>
        <ol className="forecast-days" aria-label={`Jours de ${monthCardTitle(month.month).toLowerCase()}`}>
          {month.days.map((day) => (
            <ForecastDayItem key={day.date} day={day} today={today} onAdd={onAdd} onEdit={onEdit} />
          ))}
        </ol>
        <ForecastRecap recap={month.recap} companies={companies} />
      </div>
    </article>
  );
}
