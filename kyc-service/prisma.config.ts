// Prisma CLI configuration for the KYC service's database (see ../prisma.config.ts).
import { prismaCliConfig } from "../common/database/prisma-cli-config";

export default prismaCliConfig(process.env.KYC_SERVICE_DATABASE_URL ?? "file:./.data/kyc-service/service.db");
