import type { ReactNode } from "react";
import { PageHeader } from "../../../ui/page-header";
import { ActiveFlag } from "./user-avatar";

interface AccountEditLayoutProps {
  account: { fullname: string; email: string; isActif: boolean };
  /** The noun the active flag reads out ('Utilisateur' → 'Utilisateur actif'). */
  flagLabel: string;
  /** The state written after the flag ('Actif sur l'ERP'). */
  status: string;
  back: ReactNode;
  /** The content of the 'Identité' card. */
  identity: ReactNode;
  /** The cards of the side column. */
  children: ReactNode;
  /** Buttons of the header ('Historique'). */
  actions?: ReactNode;
}

/** The edit page of an account (user or AI coach): header with its state, 'Identité' card, side column. */
export function AccountEditLayout({
  account,
  flagLabel,
  status,
  back,
  identity,
  children,
  actions,
}: AccountEditLayoutProps) {
  return (
    <>
      <PageHeader
        title={account.fullname}
        subtitle={
          <span className="row">
            <ActiveFlag active={account.isActif} label={flagLabel} />
            {status} · {account.email}
          </span>
        }
        back={back}
        actions={actions}
      />
      <div className="user-edit-layout">
        <section className="card" aria-label="Identité">
          <div className="card-header">
            <h2>Identité</h2>
          </div>
          <div className="card-body stack">{identity}</div>
        </section>
        <div className="stack">{children}</div>
      </div>
    </>
  );
}
