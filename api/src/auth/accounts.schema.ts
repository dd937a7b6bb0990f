import { Schema } from 'mongoose';

/** Admin and visitor accounts share one shape; they live in separate collections and get tokens of different roles. */
export const accountSchema = (collection: string) =>
  new Schema(
    {
      name: { type: String, required: true },
      email: { type: String, required: true, unique: true, lowercase: true, trim: true },
      mobile: { type: String },
      passwordHash: { type: String, required: true },
    },
    { timestamps: true, versionKey: false, collection },
  );

export interface Account {
  _id: unknown;
  name: string;
  email: string;
  mobile?: string;
  passwordHash: string;
  createdAt?: Date;
}

export const ADMIN_MODEL = 'AdminLogin';
export const USER_MODEL = 'UserLogin';
/** Password hashes never leave the server. */
export const PUBLIC_FIELDS = '-passwordHash';
