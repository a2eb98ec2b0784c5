import type { ReactNode } from "react";
import "./page-header.css";

interface PageHeaderProps {
  /** The page's h1: it also becomes the browser tab's title. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right ('Ajouter…'). */
  actions?: ReactNode;
  /** A back link or breadcrumb above the title. */
  back?: ReactNode;
}

export function PageHeader({ title, subtitle, actions, back }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header-text">
        {back && <div className="page-header-back">{back}</div>}
        <h1>{title}</h1>
        {subtitle && <p className="page-header-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </div>
  );
}
