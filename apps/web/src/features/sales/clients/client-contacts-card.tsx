import { useState } from "react";
import { Button } from "../../../ui/button";
import { useIdInUrl } from "../../../ui/use-id-in-url";
import type { ClientSheet } from "./client-form";
import { ContactDialog } from "./contact-dialog";

/** The contacts block: a card per contact with 'Modifier', and 'Ajouter un contact'. */
export function ClientContactsCard({ sheet }: { sheet: ClientSheet }) {
  const [adding, setAdding] = useState(false);
  const [contactId, setContactId] = useIdInUrl("contact");
  const editing = sheet.contacts.find((contact) => contact.id === contactId);
  return (
    <section className="card" aria-labelledby="client-contacts-title">
      <div className="card-header">
        <h2 id="client-contacts-title">Contacts ({sheet.contacts.length})</h2>
        <Button size="sm" variant="primary" onClick={() => setAdding(true)}>
          Ajouter un contact
        </Button>
      </div>
      {sheet.contacts.length === 0 ? (
        <p className="card-body muted">Aucun contact pour ce client.</p>
      ) : (
        <ul className="client-contacts">
          {sheet.contacts.map((contact) => (
            <li key={contact.id} className="client-contact" data-contact-id={contact.id}>
              <div className="client-contact-text">
                <span className="client-contact-name">{contact.name}</span>
                {contact.occupation && <span className="muted">{contact.occupation}</span>}
                <span className="row">
                  {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
                  <a href={`tel:${contact.phone.replace(/\s/g, "")}`}>{contact.phone}</a>
                </span>
              </div>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setContactId(contact.id)}
                aria-label={`Modifier ${contact.name}`}
              >
                Modifier
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(adding || editing) && (
        <ContactDialog
          companyId={sheet.id}
          contact={editing}
          onClose={() => (editing ? setContactId(null) : setAdding(false))}
        />
      )}
    </section>
  );
}
