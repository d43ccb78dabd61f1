"use server";
// Managing queues (permission queues:manage): create, edit, delete, choose the default, add
// and remove members. The rules live in write.ts; here each change is one audited action.
// Audit details carry a queue's settings before and after and account ids, never names or
// e-mail addresses of the people in it (docs/accountability.md).
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { action } from "../actions/action";
import { db } from "../db";
import { checkbox, QueueFields, QueueId } from "./input";
import * as write from "./write";

const accountId = z.string().trim().min(1).max(100);
const page = (id: string) => `/admin/queues/${encodeURIComponent(id)}`;

export const createQueue = action(
  { input: QueueFields, permission: "queues:manage", audit: "queue.create" },
  async (input, { note }) => {
    const { queue, madeDefault } = await write.createQueue(db(), input);
    note({ target: queue.id, details: { after: write.queueSettings(queue), madeDefault } });
    revalidatePath("/admin/queues");
    return { id: queue.id };
  },
);

export const updateQueue = action(
  {
    input: z.intersection(QueueFields, z.object({ queueId: QueueId, archived: checkbox })),
    permission: "queues:manage",
    audit: "queue.update",
    target: (i) => i.queueId,
  },
  async ({ queueId, ...fields }, { note }) => {
    const { before, after } = await write.updateQueue(db(), queueId, fields);
    note({
      details: {
        before: write.queueSettings(before),
        after: write.queueSettings(after),
        renamed: before.name !== after.name,
      },
    });
    revalidatePath("/admin/queues");
    revalidatePath(page(queueId));
    return { id: queueId };
  },
);

export const deleteQueue = action(
  {
    input: z.object({ queueId: QueueId }),
    permission: "queues:manage",
    audit: "queue.delete",
    target: (i) => i.queueId,
  },
  async ({ queueId }, { note }) => {
    const removed = await write.deleteQueue(db(), queueId);
    note({ details: { before: write.queueSettings(removed) } });
    revalidatePath("/admin/queues");
    redirect("/admin/queues");
  },
);

export const setDefaultQueue = action(
  {
    input: z.object({ queueId: QueueId }),
    permission: "queues:manage",
    audit: "queue.set_default",
    target: (i) => i.queueId,
  },
  async ({ queueId }, { note }) => {
    const { previous } = await write.setDefaultQueue(db(), queueId);
    note({ details: { previous } });
    revalidatePath("/admin/queues");
    revalidatePath(page(queueId));
    return { id: queueId };
  },
);

const Membership = z.object({ queueId: QueueId, accountId });

export const addQueueMember = action(
  { input: Membership, permission: "queues:manage", audit: "queue.add_member", target: (i) => i.queueId },
  async ({ queueId, accountId }, { note }) => {
    note({ details: { accountId } });
    await write.addQueueMember(db(), queueId, accountId);
    revalidatePath(page(queueId));
    return { accountId };
  },
);

export const removeQueueMember = action(
  { input: Membership, permission: "queues:manage", audit: "queue.remove_member", target: (i) => i.queueId },
  async ({ queueId, accountId }, { note }) => {
    note({ details: { accountId } });
    await write.removeQueueMember(db(), queueId, accountId);
    revalidatePath(page(queueId));
    return { accountId };
  },
);
