// `npm run seed`: migrate the configured database and fill it with the demo shop if it is empty.
import { loadConfig } from "../../config";
import { connectDatabase } from "../../start";
import { migrateDatabase } from "../migrate";
import { seedDemoShop } from "./seed";

const config = loadConfig(process.env);
const database = await connectDatabase(config);
await migrateDatabase(database);
const { seeded } = await seedDemoShop(database.db);
console.log(seeded ? "The demo shop was added." : "The database already has data: nothing was added.");
await database.close();
