import { useState } from "react";
import { CLIENT_MESSAGES } from "./client-form";

const TABS = [
  {
    key: "reporting",
    label: "Reporting",
    text: "Chiffre d'affaires HT et TTC, part de chaque entreprise du groupe et reste à encaisser.",
  },
  { key: "quotations", label: "Devis", text: "Les devis envoyés à ce client." },
  { key: "invoices", label: "Factures", text: "Les factures de ce client et leur règlement." },
  { key: "credits", label: "Avoirs", text: "Les avoirs accordés à ce client." },
] as const;

/** The accounting block: its four tabs say plainly that the figures come with invoicing. */
export function ClientAccountingCard() {
  const [tab, setTab] = useState<(typeof TABS)[number]["key"]>("reporting");
  const current = TABS.find((one) => one.key === tab) ?? TABS[0];
  return (
    <section className="card" aria-labelledby="client-accounting-title">
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
        className="card-body"
        role="tabpanel"
        id="client-tab-panel"
        aria-labelledby={`client-tab-${current.key}`}
      >
        <p className="alert alert-info">{CLIENT_MESSAGES.accountingLater}</p>
        <p className="muted">{current.text}</p>
      </div>
    </section>
  );
}
