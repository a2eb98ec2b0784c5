import { useState } from "react";
import { ClientAccountingCredits } from "./client-accounting-credits";
import { ClientAccountingInvoices } from "./client-accounting-invoices";
import { ClientAccountingQuotations } from "./client-accounting-quotations";
import { ClientAccountingReporting } from "./client-accounting-reporting";
import "./client-accounting.css";

const TABS = [
  { key: "reporting", label: "Reporting", Panel: ClientAccountingReporting },
  { key: "quotations", label: "Devis", Panel: ClientAccountingQuotations },
  { key: "invoices", label: "Factures", Panel: ClientAccountingInvoices },
  { key: "credits", label: "Avoirs", Panel: ClientAccountingCredits },
] as const;

type TabKey = (typeof TABS)[number]["key"];

/** The accounting block of the client sheet: Reporting, Devis, Factures, Avoirs (only the open tab loads). */
export function ClientAccountingCard({ companyId }: { companyId: number }) {
  const [tab, setTab] = useState<TabKey>("reporting");
  const current = TABS.find((one) => one.key === tab) ?? TABS[0];
  const { Panel } = current;
  return (
    <section className="card client-accounting" aria-labelledby="client-accounting-title">
      <div className="card-header">
        <h2 id="client-accounting-title">Comptabilité</h2>
      </div>
      <div className="client-tabs" role="tablist" aria-label="Comptabilité du client">
        {TABS.map((one) => (
          <button
            key={one.key}
            type="button"
            role="tab"
            id={`client-tab-${one.key}`}
            aria-selected={one.key === tab}
            aria-controls="client-tab-panel"
            className="client-tab"
            onClick={() => setTab(one.key)}
          >
            {one.label}
          </button>
        ))}
      </div>
      <div
        className="card-body client-accounting-panel"
        role="tabpanel"
        id="client-tab-panel"
        aria-labelledby={`client-tab-${current.key}`}
      >
        <Panel key={current.key} companyId={companyId} />
      </div>
    </section>
  );
}
