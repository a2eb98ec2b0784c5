import { describe, expect, it } from "vitest";
import { readEnv } from "../src/env";

describe("the server's settings from the environment", () => {
  it("listens on 127.0.0.1 unless HOST says otherwise (the container sets 0.0.0.0)", () => {
    expect(readEnv({}, "/srv").host).toBe("127.0.0.1");
    expect(readEnv({}, "/srv").port).toBe(3000);
    expect(readEnv({ HOST: "" }, "/srv").host).toBe("127.0.0.1");
    for (const host of ["0.0.0.0", "::", "::1", "192.168.1.20", "localhost", "app.example.fr"]) {
      expect(readEnv({ HOST: host }, "/srv").host).toBe(host);
    }
  });

  it("refuses a HOST that is neither an IP address nor a host name, in French", () => {
    for (const host of ["pas une adresse", "http://0.0.0.0", "0.0.0.0:3000", "-bad-", "a_b.fr"]) {
      expect(() => readEnv({ HOST: host }, "/srv"), host).toThrow(
        "Configuration invalide — HOST : une adresse IP ou un nom d'hôte est attendu (par exemple 127.0.0.1 ou 0.0.0.0).",
      );
    }
  });
});
