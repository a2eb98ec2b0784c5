import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge, type BadgeVariant } from "../../../ui/badge";
import { ActiveFlag, UserAvatar } from "./user-avatar";

export type GroupUser = RouterOutputs["user"]["list"]["items"][number];

const roles: { flag: keyof GroupUser; label: string; variant: BadgeVariant }[] = [
  { flag: "isSuperAdmin", label: "Super admin", variant: "dark" },
  { flag: "isCompta", label: "Comptabilité", variant: "primary" },
  { flag: "isReadAlert", label: "Alertes", variant: "warning" },
  { flag: "isLeaveAdmin", label: "Congés", variant: "info" },
  { flag: "isCoachIA", label: "Coach IA", variant: "secondary" },
];

/** One user of the list: picture, name, contact, active mark, role badges and group companies. */
export function UserCard({ user }: { user: GroupUser }) {
  const badges = roles.filter((role) => user[role.flag] === true);
  return (
    <Link
      href={routeUrl("admin-tronc-commun-user-edit", { id: user.id })}
      className={`card user-card${user.isActif ? "" : " is-inactive"}`}
    >
      <UserAvatar name={user.name} lastname={user.lastname} pictureUrl={user.picture?.url ?? null} />
      <span className="user-card-text">
        <span className="user-card-name">
          <span className="user-card-fullname">{user.fullname}</span>
          <ActiveFlag active={user.isActif} label="Utilisateur" />
        </span>
        <span className="user-card-line">{user.email}</span>
        <span className="user-card-line muted">{user.phone || "Pas de téléphone"}</span>
        {badges.length > 0 && (
          <span className="user-card-badges">
            {badges.map((role) => (
              <Badge key={role.flag} variant={role.variant}>
                {role.label}
              </Badge>
            ))}
          </span>
        )}
        <span className="user-card-companies muted">
          {user.triangleCompanies.length > 0
            ? user.triangleCompanies.map((company) => company.name).join(" · ")
            : "Aucune entreprise du groupe"}
        </span>
      </span>
    </Link>
  );
}
