import { type Connection, Types } from 'mongoose';
import { OBJECT_ID } from '@site/contracts';

/** The current e-mail of each admin id (logs keep the id, so a changed address shows as it is now). */
export async function adminEmails(connection: Connection, ids: string[]): Promise<Map<string, string>> {
  const valid = [...new Set(ids)].filter((id) => OBJECT_ID.test(id));
  const admins = await connection
    .collection('adminlogins')
    .find({ _id: { $in: valid.map((id) => new Types.ObjectId(id)) } }, { projection: { email: 1 } })
    .toArray();
  return new Map(admins.map((a) => [String(a._id), a.email as string]));
}
