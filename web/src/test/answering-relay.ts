import { Environment, Network, RecordSource, Store, type Variables } from 'relay-runtime';

/** What the server answers an operation: its data, from the variables it was sent. */
export type Answer = (variables: Variables) => Record<string, unknown>;

/**
 * A Relay environment whose server answers each operation by name with `answers`, and any other
 * with an error; `asked` records the operations as they came, with their variables.
 */
export function answeringEnvironment(answers: Record<string, Answer>) {
  const asked: { name: string; variables: Variables }[] = [];
  const environment = new Environment({
    network: Network.create(async (operation, variables) => {
      asked.push({ name: operation.name, variables });
      const answer = answers[operation.name];
      if (!answer) return { data: null, errors: [{ message: 'INTERNAL' }], extensions: {} };
      return { data: answer(variables) };
    }),
    store: new Store(new RecordSource()),
  });
  return { environment, asked };
}
