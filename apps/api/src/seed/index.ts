/** Demo rows of each area register themselves in demoSeeders when imported here. */
import "./leave";
import "./sales";

export { DEMO_PASSWORD, demoLogins, isDatabaseEmpty, seedDemo } from "./demo";
