import { formatEuros, formatIban, MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import type { BankAccount } from "./bank-account-form";
import { BankAccountFormModal } from "./bank-account-form-modal";
import "./bank-accounts.css";

/** /compta/bank-accounts: the group companies' bank accounts, for accounting and super administrators. */
export default function BankAccountListPage() {
  const accounts = trpc.bankAccount.list.useQuery();
  const [editing, setEditing] = useState<BankAccount | "new" | null>(null);
  const confirm = useConfirm();
  const toast = useToast();
  const utils = trpc.useUtils();
  const remove = trpc.bankAccount.delete.useMutation({
    onSuccess: async () => {
      toast.success(MESSAGES.DELETION_SAVED);
      await utils.bankAccount.list.invalidate();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const count = accounts.data?.length ?? 0;
  const askDelete = async (account: BankAccount) => {
    const question = `${MESSAGES.DELETE_CONFIRM} du compte « ${account.name} »`;
    if (await confirm(question, { danger: true, confirmLabel: "Supprimer" }))
      remove.mutate({ id: account.id });
  };

  return (
    <div className="bank-accounts-page">
      <PageHeader
        title="Comptes bancaires"
        subtitle={accounts.data ? `${count} compte${count > 1 ? "s" : ""}` : undefined}
        actions={
          <Button variant="primary" onClick={() => setEditing("new")}>
            Ajouter un compte bancaire
          </Button>
        }
      />
      <QueryStatus query={accounts} />
      {accounts.isSuccess && count === 0 && <EmptyState title="Aucun compte bancaire enregistré" />}
      {count > 0 && (
        <div className="card table-wrap">
          <table className="table bank-accounts-table">
            <thead>
              <tr>
                <th scope="col">Société</th>
                <th scope="col">Compte</th>
                <th scope="col">IBAN</th>
                <th scope="col">BIC</th>
                <th scope="col" className="num">
                  Solde d'ouverture
                </th>
                <th scope="col">Ouvert le</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.data?.map((account) => (
                <tr key={account.id}>
                  <td>{account.triangleCompanyName}</td>
                  <td>{account.name}</td>
                  <td className="bank-account-iban">{formatIban(account.iban)}</td>
                  <td>{account.bic ?? "—"}</td>
                  <td className={`num${account.openingBalanceCents < 0 ? " negative" : ""}`}>
                    {formatEuros(account.openingBalanceCents)}
                  </td>
                  <td>{formatDate(account.openingDate)}</td>
                  <td className="bank-account-actions">
                    <Button
                      variant="link"
                      onClick={() => setEditing(account)}
                      aria-label={`Modifier le compte ${account.name}`}
                    >
                      Modifier
                    </Button>
                    <Button
                      variant="link"
                      onClick={() => askDelete(account)}
                      aria-label={`Supprimer le compte ${account.name}`}
                    >
                      Supprimer
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <BankAccountFormModal
          account={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
