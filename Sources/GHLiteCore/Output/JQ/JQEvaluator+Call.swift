/// Calling a function: a definition or parameter in scope, then the jq-defined builtins (`JQPrelude`), then the
/// ones written in Swift (`JQBuiltins`).
extension JQEvaluator {
    func call(_ name: String, _ arguments: [JQExpression], _ input: JQValue, _ path: JQPath?,
              _ environment: JQEnvironment, _ emit: JQEmit) throws {
        switch environment.callee(name, arity: arguments.count) {
        case .closure(let closure): return try run(closure.expression, input, path, closure.environment, emit)
        case .definition(let definition, let scope):
            return try call(definition, in: scope, arguments, input, path, environment, emit)
        case nil: break
        }
        if let definition = JQPrelude.definitions["\(name)/\(arguments.count)"] {
            return try call(definition, in: JQEnvironment(), arguments, input, path, environment, emit)
        }
        try JQBuiltins(evaluator: self).call(name, arguments, input, path, environment, emit)
    }

    /// Binds each parameter (a `$` one to each value of its argument, the first argument outermost), then runs
    /// the body where it was defined.
    private func call(_ definition: JQDefinition, in scope: JQEnvironment, _ arguments: [JQExpression],
                      _ input: JQValue, _ path: JQPath?, _ caller: JQEnvironment, _ emit: JQEmit) throws {
        func bind(_ index: Int, _ scope: JQEnvironment) throws {
            guard index < definition.parameters.count else { return try run(definition.body, input, path, scope, emit) }
            let parameter = definition.parameters[index]
            guard parameter.hasPrefix("$") else {
                let closure = JQClosure(expression: arguments[index], environment: caller)
                return try bind(index + 1, scope.binding(.closure(parameter, closure)))
            }
            let name = String(parameter.dropFirst())
            try run(arguments[index], input, nil, caller) { value, _ in
                let bound = scope.binding(.variable(name, value))
                try bind(index + 1, bound.binding(.closure(name, JQClosure(expression: .literal(value), environment: bound))))
            }
        }
        try bind(0, scope)
    }
}
