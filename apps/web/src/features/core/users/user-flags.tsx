import { Switch } from "../../../ui/switch";
import type { GroupUser } from "./user-card";

export type UserFlag =
  | "isActif"
  | "isReceiveMailLead"
  | "isReceiveAlert"
  | "isReceiveRecoAcceptedEmail"
  | "isCoachIA"
  | "isSuperAdmin"
  | "isCompta"
  | "isReadAlert"
  | "isLeaveAdmin";

export const PERMISSION_SWITCHES: { flag: UserFlag; label: string }[] = [
  { flag: "isReceiveMailLead", label: "Reçoit les mails des nouveaux leads" },
  { flag: "isReceiveAlert", label: "Reçoit les mails d'alerte" },
  { flag: "isReceiveRecoAcceptedEmail", label: "Notifié quand une recommandation est acceptée" },
  { flag: "isCoachIA", label: "Accès au module COACH IA" },
];

export const ROLE_SWITCHES: { flag: UserFlag; label: string; hint: string }[] = [
  { flag: "isSuperAdmin", label: "Super administrateur", hint: "Utilisateurs, entreprises, coachs IA" },
  { flag: "isCompta", label: "Comptabilité", hint: "TVA, exports, prévisionnel, charges" },
  { flag: "isReadAlert", label: "Lecture des alertes", hint: "Menu Alertes" },
  { flag: "isLeaveAdmin", label: "Administrateur des congés", hint: "Accepte ou refuse les congés" },
];

/** A card of switches, each saved as soon as it is toggled. */
export function FlagSwitches({
  title,
  user,
  switches,
  disabledFlags,
  pending,
  onToggle,
}: {
  title: string;
  user: GroupUser;
  switches: { flag: UserFlag; label: string; hint?: string }[];
  disabledFlags: Partial<Record<UserFlag, string>>;
  pending: boolean;
  onToggle(flag: UserFlag, value: boolean): void;
}) {
  return (
    <section className="card" aria-label={title}>
      <div className="card-header">
        <h2>{title}</h2>
      </div>
      <div className="card-body user-switches">
        {switches.map(({ flag, label, hint }) => {
          const reason = disabledFlags[flag];
          return (
            <div key={flag} className="user-switch">
              <Switch
                id={`user-flag-${flag}`}
                label={label}
                checked={user[flag]}
                disabled={pending || reason !== undefined}
                onChange={(value) => onToggle(flag, value)}
              />
              {(reason ?? hint) && <span className="field-hint">{reason ?? hint}</span>}
            </div>
          );
        })}
      </div>
    </section>
  );
}
