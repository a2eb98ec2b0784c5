import { formatEuros } from "@tronc/domain";
import type { KeyboardEvent } from "react";
import { Badge } from "../../../ui/badge";
import { amountClass, dayTitle } from "./forecast-format";
import type { ForecastDay, ForecastLine } from "./forecast-types";

interface ForecastDayItemProps {
  day: ForecastDay;
  today: string;
  onAdd(date: string): void;
  onEdit(line: ForecastLine): void;
}

/** A day: its header with '+ ajouter', its real lines then its forecast lines; an empty day stays on one line. */
export function ForecastDayItem({ day, today, onAdd, onEdit }: ForecastDayItemProps) {
  const lineCount = day.realLines.length + day.forecastLines.length;
  const isEmpty = lineCount === 0 && day.bankBalanceCents === null;
  const classes = [
    "forecast-day",
    isEmpty ? "is-empty" : "",
    day.date === today ? "is-today" : "",
    day.date < today ? "is-past" : "",
  ];
  return (
    <li className={classes.filter(Boolean).join(" ")} data-date={day.date}>
      <div className="forecast-day-header">
        <span className="forecast-day-title">{dayTitle(day.date)}</span>
        {day.date === today && <Badge variant="primary">Aujourd'hui</Badge>}
        <button type="button" className="forecast-day-add" onClick={() => onAdd(day.date)}>
          + ajouter
        </button>
      </div>
      {day.bankBalanceCents !== null && (
        <p className="forecast-day-bank" data-figure="bank">
          Solde bancaire :{" "}
          <span className={amountClass(day.bankBalanceCents)}>{formatEuros(day.bankBalanceCents)}</span>
        </p>
      )}
      {lineCount > 0 && (
        <ul className="forecast-lines">
          {day.realLines.map((line) => (
            <ForecastLineItem key={line.key} line={line} today={today} onEdit={onEdit} />
          ))}
          {day.forecastLines.map((line) => (
            <ForecastLineItem key={line.key} line={line} today={today} onEdit={onEdit} />
          ))}
        </ul>
      )}
      {lineCount > 0 && (
        <p className="forecast-day-closing">
          Solde en fin de journée :{" "}
          <span className={amountClass(day.closingBalanceCents)}>{formatEuros(day.closingBalanceCents)}</span>
        </p>
      )}
    </li>
  );
}

interface ForecastLineItemProps {
  line: ForecastLine;
  today: string;
  onEdit(line: ForecastLine): void;
}

/** A real line opens on double-click (or Entrée), a forecast line on click. */
function ForecastLineItem({ line, today, onEdit }: ForecastLineItemProps) {
  // A forecast line of a past day counts in no balance until its real payment is declared.
  const isStale = !line.isReal && !line.isAnticipated && line.shownOn < today;
  const classes = ["forecast-line", line.isReal ? "is-real" : "", isStale ? "is-stale" : ""];
  const openOnEnter = (event: KeyboardEvent) => {
    if (event.key === "Enter") onEdit(line);
  };
  return (
    <li>
      <button
        type="button"
        className={classes.filter(Boolean).join(" ")}
        style={line.color ? { borderLeftColor: line.color } : undefined}
        data-line-key={line.key}
        title={
          line.isReal
            ? "Double-cliquez pour modifier"
            : isStale
              ? "Jour passé : compté dans les soldes une fois le paiement réel déclaré"
              : undefined
        }
        onClick={line.isReal ? undefined : () => onEdit(line)}
        onDoubleClick={line.isReal ? () => onEdit(line) : undefined}
        onKeyDown={line.isReal ? openOnEnter : undefined}
      >
        <span className="forecast-line-main">
          <span className="forecast-line-title">{line.title}</span>
          <span className={amountClass(line.amountCents)}>{formatEuros(line.amountCents)}</span>
        </span>
        <LineTags line={line} />
      </button>
    </li>
  );
}

function LineTags({ line }: { line: ForecastLine }) {
  const planned =
    line.isReal && line.forecastAmountCents !== null && line.forecastAmountCents !== line.amountCents
      ? line.forecastAmountCents
      : null;
  // The source's reference is often already in the title ('Facture FA-… · Client').
  const source = line.sourceLabel && !line.title.includes(line.sourceLabel) ? line.sourceLabel : null;
  const hasTags = line.isReal || line.isAnticipated || line.isPinned || source || planned !== null;
  if (!hasTags) return null;
  return (
    <span className="forecast-line-tags">
      {line.isReal && <Badge variant="success">Réel</Badge>}
      {line.isAnticipated && <Badge variant="info">Anticipé</Badge>}
      {line.isLate && <Badge variant="danger">En retard</Badge>}
      {line.isPinned && !line.isReal && (
        <Badge variant="secondary" title="Modifiée pour cette date seulement">
          Modifiée
        </Badge>
      )}
      {source && <span className="forecast-line-source">{source}</span>}
      {planned !== null && <span className="forecast-line-source">prévu {formatEuros(planned)}</span>}
    </span>
  );
}
