/// What a name means where an expression runs: variables, definitions, filter parameters and labels, innermost
/// first, each pointing to the scope around it.
final class JQEnvironment {
    enum Binding {
        case variable(String, JQValue)
        case definition(JQDefinition)
        /// A filter parameter: its argument, run where the call was written.
        case closure(String, JQClosure)
        case label(String, activation: Int)
    }

    let binding: Binding?
    let parent: JQEnvironment?

    init(_ binding: Binding? = nil, parent: JQEnvironment? = nil) {
        self.binding = binding
        self.parent = parent
    }

    func binding(_ binding: Binding) -> JQEnvironment { JQEnvironment(binding, parent: self) }

    func variable(_ name: String) -> JQValue? {
        var scope: JQEnvironment? = self
        while let current = scope {
            if case .variable(name, let value) = current.binding { return value }
            scope = current.parent
        }
        return nil
    }

    func label(_ name: String) -> Int? {
        var scope: JQEnvironment? = self
        while let current = scope {
            if case .label(name, let activation) = current.binding { return activation }
            scope = current.parent
        }
        return nil
    }

    enum Callee {
        /// A definition, with the scope it was written in (which holds itself, for recursion).
        case definition(JQDefinition, JQEnvironment)
        case closure(JQClosure)
    }

    func callee(_ name: String, arity: Int) -> Callee? {
        var scope: JQEnvironment? = self
        while let current = scope {
            switch current.binding {
            case .definition(let definition) where definition.name == name && definition.parameters.count == arity:
                return .definition(definition, current)
            case .closure(name, let closure) where arity == 0: return .closure(closure)
            default: break
            }
            scope = current.parent
        }
        return nil
    }
}

struct JQClosure {
    let expression: JQExpression
    let environment: JQEnvironment
}
