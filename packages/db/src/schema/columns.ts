import type { Cents } from "@tronc/domain";
import { bigint, integer, serial, timestamp } from "drizzle-orm/pg-core";

/** Shared column builders so every table spells ids, money and instants the same way. */
export const id = () => serial().primaryKey();
export const cents = () => bigint({ mode: "number" }).$type<Cents>();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const instant = () => timestamp({ withTimezone: true });
export const fkInt = () => integer();
export const version = () => integer().notNull().default(1);
