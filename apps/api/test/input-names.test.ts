import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierModule } from "../src/modules/catalogue/suppliers";
import { coachModule } from "../src/modules/core/coaches";
import { triangleCompanyModule } from "../src/modules/core/triangle-companies";
import { userModule } from "../src/modules/core/users";
import { clientCompanyModule } from "../src/modules/sales/clients";
import { createTestApp, type TestApp } from "./helpers";
import { trpcAs } from "./input-helpers";

let t: TestApp;
let trpc: ReturnType<typeof trpcAs>;
beforeAll(async () => {
  t = await createTestApp({
    modules: [clientCompanyModule, coachModule, supplierModule, triangleCompanyModule, userModule],
  });
  trpc = trpcAs(t);
});
afterAll(() => t.close());

const ONE_LINE = "Un nom tient sur une seule ligne : retirez le retour à la ligne.";

describe("names on one line: CR and LF refused in person and company names", () => {
  it.each([
    [
      "a user's last name",
      "admin",
      "user.create",
      { name: "Jean", lastname: "Dupont\r\nBcc: x@y.fr", email: "jd@example.fr" },
      "lastname",
    ],
    [
      "a coach's first name",
      "admin",
      "coach.create",
      { name: "Jean\nPaul", lastname: "Martin", email: "jp@example.fr" },
      "name",
    ],
    [
      "a client company",
      "user",
      "clientCompany.create",
      { name: "ACME\nSARL", siret: "01071271316762" },
      "name",
    ],
    ["a group company", "admin", "triangleCompany.create", { name: "Triangle\nNord" }, "name"],
  ] as const)("%s is a 400 naming the field", async (_what, who, path, input, field) => {
    const answer = await trpc(who, "mutation", path, input);
    expect(answer).toMatchObject({ status: 400, message: `${field} : ${ONE_LINE}` });
  });

  it("a supplier's name or contact name is a 400 and the supplier keeps its name", async () => {
    const user = await t.caller("user");
    const draft = await user.supplier.create();
    for (const [field, value] of [
      ["name", "Fournil\rPlus"],
      ["contactName", "Anne\nMarie"],
    ] as const) {
      const answer = await trpc("user", "mutation", "supplier.update", {
        id: draft.id,
        version: draft.version,
        [field]: value,
      });
      expect(answer).toMatchObject({ status: 400, message: `${field} : ${ONE_LINE}` });
    }
    expect((await user.supplier.get({ id: draft.id })).name).toBe(draft.name);
  });
});
