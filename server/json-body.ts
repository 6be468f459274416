import express, { type RequestHandler } from "express";

export const JSON_BODY_LIMIT = "16kb";

/** A JSON body of at most 16 KB, or 415 before anything is read. Parse errors reach `bodyErrors`. */
export const requireJson: RequestHandler[] = [
  (req, res, next) => {
    if (!req.is("application/json")) {
      res.status(415).json({ error: "Content-Type must be application/json" });
      return;
    }
    next();
  },
  express.json({ limit: JSON_BODY_LIMIT }),
];
