import type { Cents } from "@tronc/domain";
import { formatEuros, MESSAGES, toCents } from "@tronc/domain";
import { useState } from "react";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { useListState } from "../../hooks/use-list-state";
import { formatDate, formatDateTime, formatLongDate } from "../../lib/format";
import { Badge, type BadgeVariant } from "../../ui/badge";
import { Button } from "../../ui/button";
import { useConfirm } from "../../ui/confirm";
import { DateInput } from "../../ui/date-input";
import { EmptyState } from "../../ui/empty-state";
import { Field } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { MoneyInput } from "../../ui/money-input";
import { PageHeader } from "../../ui/page-header";
import { Pagination } from "../../ui/pagination";
import { RichTextEditor } from "../../ui/rich-text-editor";
import { Spinner } from "../../ui/spinner";
import { Switch } from "../../ui/switch";
import { useToast } from "../../ui/toast";

const badges: [BadgeVariant, string][] = [
  ["success", "Payée"],
  ["danger", "Refusé"],
  ["warning", "En attente"],
  ["info", "Envoyé"],
  ["primary", "Accepté"],
  ["dark", "Clôturé"],
  ["secondary", "Brouillon"],
];

const rows = [
  { reference: "FA-2025-0012", client: "Mairie de Lyon", date: "2025-03-07", cents: 123450, state: 0 },
  {
    reference: "FA-2025-0013",
    client: "Société Générale Événements",
    date: "2025-03-12",
    cents: 9_870_000,
    state: 2,
  },
  { reference: "FA-2025-0014", client: "Atelier Dupont", date: "2025-03-18", cents: 45_000, state: 6 },
];

/** The shared components on one page: for screen engineers, and for the shell's end-to-end test. */
export default function UiKitPage() {
  const toast = useToast();
  const confirm = useConfirm();
  const list = useListState("ui-kit", { filters: { lateOnly: false } });
  const search = useDebouncedValue(list.search, 800);
  const [modal, setModal] = useState<"md" | "lg" | null>(null);
  const [cents, setCents] = useState<Cents | null>(toCents(123450));
  const [moneyError, setMoneyError] = useState<string | null>(null);
  const [date, setDate] = useState("2025-03-07");
  const [html, setHtml] = useState("<p>Conditions de paiement : <strong>30 jours</strong>.</p>");
  const [answer, setAnswer] = useState<string>("");

  const askConfirm = async () => {
    const yes = await confirm("Confirmez-vous la suppression de ce fichier ?");
    setAnswer(yes ? "Confirmé" : "Annulé");
  };

  return (
    <>
      <PageHeader
        title="Composants de l'interface"
        subtitle="Les composants partagés de Tronc Commun, pour construire les écrans."
        actions={
          <>
            <Button onClick={() => setModal("md")}>Ouvrir une fenêtre</Button>
            <Button variant="primary" onClick={() => toast.success("Le lead est enregistré")}>
              Enregistrer
            </Button>
          </>
        }
      />

      <div className="card filters">
        <div className="field">
          <label htmlFor="kit-search">Recherche</label>
          <input
            id="kit-search"
            value={list.search}
            placeholder="Nom, ville…"
            onChange={(event) => list.setSearch(event.target.value)}
          />
        </div>
        <Switch
          label="Tâches en retard"
          checked={list.filters.lateOnly}
          onChange={(value) => list.setFilter("lateOnly", value)}
        />
        <span className="muted" data-testid="kit-debounced">
          Recherche envoyée : « {search} »
        </span>
      </div>

      <div className="grid-2">
        <section className="card">
          <div className="card-header">
            <h2>Boutons et badges</h2>
          </div>
          <div className="card-body stack">
            <div className="row">
              <Button variant="primary">Principal</Button>
              <Button>Secondaire</Button>
              <Button variant="success">Valider</Button>
              <Button variant="danger">Supprimer</Button>
              <Button variant="ghost">Discret</Button>
              <Button variant="link">Lien</Button>
              <Button variant="primary" busy>
                Envoi
              </Button>
            </div>
            <div className="row">
              {badges.map(([variant, label]) => (
                <Badge key={variant} variant={variant}>
                  {label}
                </Badge>
              ))}
            </div>
            <div className="row">
              <Button size="sm" onClick={() => toast.error(MESSAGES.INVALID_CREDENTIALS)}>
                Erreur
              </Button>
              <Button size="sm" onClick={() => toast.warning("Ce client n'a pas de SIRET")}>
                Avertissement
              </Button>
              <Button size="sm" onClick={() => toast.info("Export lancé", { position: "top" })}>
                Info en haut
              </Button>
              <Button size="sm" onClick={askConfirm}>
                Confirmation
              </Button>
              {answer && <span data-testid="kit-confirm-answer">{answer}</span>}
            </div>
          </div>
        </section>

        <section className="card">
          <div className="card-header">
            <h2>Formulaire</h2>
          </div>
          <div className="card-body">
            <div className="form-grid">
              <Field label="Montant HT" error={moneyError} required>
                <MoneyInput value={cents} onChange={setCents} onParseError={setMoneyError} />
              </Field>
              <Field label="Date de facture" hint={formatLongDate(date, { weekday: "long" })}>
                <DateInput value={date} onChange={setDate} />
              </Field>
              <Field label="Nom du client" error="Ce champ est obligatoire." required>
                <input defaultValue="" />
              </Field>
              <Field label="Secteur">
                <select defaultValue="evt">
                  <option value="evt">Événementiel</option>
                  <option value="edu">Formation</option>
                </select>
              </Field>
            </div>
            <p className="muted" data-testid="kit-cents">
              Valeur : {cents === null ? "vide" : `${cents} centimes = ${formatEuros(cents)}`}
            </p>
          </div>
        </section>
      </div>

      <section className="card" style={{ marginTop: 16 }}>
        <div className="card-header">
          <h2>Factures</h2>
          <Badge variant="primary">3 facture(s)</Badge>
        </div>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>Référence</th>
                <th>Client</th>
                <th>Date</th>
                <th className="num">Montant TTC</th>
                <th>État</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.reference}>
                  <td>{row.reference}</td>
                  <td>{row.client}</td>
                  <td>{formatDate(row.date)}</td>
                  <td className="num">{formatEuros(row.cents)}</td>
                  <td>
                    <Badge variant={badges[row.state]?.[0] ?? "secondary"}>{badges[row.state]?.[1]}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="card-footer">
          <Pagination page={list.page} pageCount={12} onPageChange={list.setPage} />
        </div>
      </section>

      <div className="grid-2" style={{ marginTop: 16 }}>
        <section className="card">
          <div className="card-header">
            <h2>Texte riche</h2>
          </div>
          <div className="card-body">
            <Field label="Conditions générales de vente">
              <RichTextEditor value={html} onChange={setHtml} />
            </Field>
          </div>
        </section>
        <section className="stack">
          <EmptyState
            title="Aucun lead ne correspond à votre recherche."
            action={<Button>Effacer les filtres</Button>}
          >
            Modifiez les filtres ou la recherche.
          </EmptyState>
          <div className="card">
            <Spinner />
          </div>
          <p className="muted">Dernière mise à jour : {formatDateTime(new Date())}</p>
        </section>
      </div>

      <Modal
        open={modal !== null}
        onOpenChange={(open) => setModal(open ? modal : null)}
        title={modal === "lg" ? "Recommandation" : "Nouveau lead"}
        size={modal ?? "md"}
        footer={
          <>
            <Button onClick={() => setModal(null)}>Annuler</Button>
            {modal === "md" && (
              <Button variant="secondary" onClick={() => setModal("lg")}>
                Grande fenêtre
              </Button>
            )}
            <Button variant="primary" onClick={() => setModal(null)}>
              Enregistrer
            </Button>
          </>
        }
      >
        <div className="form-grid">
          <Field label="Nom du contact" required>
            <input />
          </Field>
          <Field label="Téléphone">
            <input type="tel" />
          </Field>
          <Field label="Commentaire" wide>
            <textarea />
          </Field>
        </div>
        {modal === "lg" && (
          <div style={{ height: 1200 }} className="muted">
            Contenu long, la fenêtre défile.
          </div>
        )}
      </Modal>
    </>
  );
}
