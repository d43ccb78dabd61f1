// tfjs has no file:// loader without tfjs-node (whose install downloads libtensorflow and
// fails offline), so model.json + weights are read from the installed package by hand.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type * as tfTypes from "@tensorflow/tfjs-core";

type WeightsGroup = { paths: string[]; weights: tfTypes.io.WeightsManifestEntry[] };

export function fileModelHandler(url: string): tfTypes.io.IOHandler {
  const modelFile = fileURLToPath(url);
  return {
    async load() {
      const json = JSON.parse(await readFile(modelFile, "utf8")) as {
        modelTopology: object;
        weightsManifest: WeightsGroup[];
        format?: string;
        generatedBy?: string;
        convertedBy?: string;
        signature?: object;
        userDefinedMetadata?: Record<string, object>;
      };
      const dir = path.dirname(modelFile);
      const weightSpecs = json.weightsManifest.flatMap((group) => group.weights);
      const buffers = await Promise.all(
        json.weightsManifest.flatMap((group) => group.paths).map((file) => readFile(path.join(dir, file))),
      );
      const weights = Buffer.concat(buffers);
      return {
        modelTopology: json.modelTopology,
        weightSpecs,
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
      };
    },
  };
}
