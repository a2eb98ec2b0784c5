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

  it("keeps files in the local folder unless STORAGE_DRIVER=s3, whose settings it then reads", () => {
    expect(readEnv({}, "/srv").storage).toEqual({ driver: "local" });
    expect(readEnv({ DATA_DIR: "/data" }, "/srv").filesDir).toBe("/data/files");
    const s3 = {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "tronc",
      S3_REGION: "eu-west-3",
      S3_ACCESS_KEY_ID: "cle",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    };
    expect(readEnv(s3, "/srv").storage).toEqual({
      driver: "s3",
      endpoint: "http://127.0.0.1:9000",
      bucket: "tronc",
      region: "eu-west-3",
      accessKeyId: "cle",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    // AWS itself when no endpoint is given.
    expect(readEnv({ ...s3, S3_ENDPOINT: "" }, "/srv").storage).toMatchObject({ endpoint: undefined });
  });

  it("names in French the S3 settings missing when STORAGE_DRIVER=s3, and refuses another driver", () => {
    expect(() =>
      readEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "tronc", S3_REGION: "eu-west-3" }, "/srv"),
    ).toThrow(
      "Configuration invalide — STORAGE_DRIVER=s3 demande aussi S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (non renseignés)",
    );
    expect(() => readEnv({ STORAGE_DRIVER: "ftp" }, "/srv")).toThrow(
      "Configuration invalide — STORAGE_DRIVER : attendu : local ou s3",
    );
  });
});
