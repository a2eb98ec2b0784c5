import { ComingSoonPage } from "../../app/coming-soon-page";

/** Stub while the screen is being built. */
export default function CreditEditPage() {
  return <ComingSoonPage title="Avoir client" />;
}
