import { useEffect, useState } from "react";
import { useThrottledCallback } from "../hooks/use-throttled-callback";
import "./back-to-top.css";

const SHOW_AFTER_PX = 300;
const THROTTLE_MS = 100;

/** 'Haut de page': appears once the page is scrolled more than 300 px. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const onScroll = useThrottledCallback(() => setVisible(window.scrollY > SHOW_AFTER_PX), THROTTLE_MS);

  useEffect(() => {
    window.addEventListener("scroll", onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener("scroll", onScroll);
  }, [onScroll]);

  if (!visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label="Revenir en haut de la page"
      title="Haut de page"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
