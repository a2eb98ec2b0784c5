import { Fragment, type KeyboardEvent, useEffect, useRef } from "react";
import { Link } from "wouter";
import { menuSections, type NavMenu } from "./nav";
import { routeUrl } from "./paths";

interface NavDropdownProps {
  menu: NavMenu;
  open: boolean;
  active: boolean;
  onToggle(open: boolean): void;
}

const menuItems = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** One top-bar dropdown: a button (aria-expanded) and a role="menu" of links, grouped under their headers. */
export function NavDropdown({ menu, open, active, onToggle }: NavDropdownProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const menuId = `menu-${menu.key}`;

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const items = menuItems(menuRef.current);
    (focusOnOpen.current === "first" ? items[0] : items.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const openWithFocus = (where: "first" | "last") => {
    focusOnOpen.current = where;
    onToggle(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openWithFocus("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openWithFocus("last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusAt(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusAt(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusAt(0);
        break;
      case "End":
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        onToggle(false);
        buttonRef.current?.focus();
        break;
      case "Tab":
        onToggle(false);
        break;
    }
  };

  return (
    <li className="topbar-item">
      <button
        ref={buttonRef}
        type="button"
        className={`topbar-link topbar-toggle${active ? " is-active" : ""}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => onToggle(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {menu.label}
        <span className="caret" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          className="dropdown"
          role="menu"
          aria-label={menu.label}
          onKeyDown={onMenuKeyDown}
        >
          {menuSections(menu.items).map((section, index) => (
            <Fragment key={section.header ?? `section-${index}`}>
              {index > 0 && <hr className="dropdown-divider" />}
              <fieldset className="dropdown-group">
                {section.header && <legend className="dropdown-header">{section.header}</legend>}
                {section.links.map((item) => (
                  <Link
                    key={item.route}
                    href={routeUrl(item.route)}
                    role="menuitem"
                    className="dropdown-item"
                    tabIndex={-1}
                    onClick={() => onToggle(false)}
                  >
                    {item.label}
                  </Link>
                ))}
              </fieldset>
            </Fragment>
          ))}
        </div>
      )}
    </li>
  );
}
