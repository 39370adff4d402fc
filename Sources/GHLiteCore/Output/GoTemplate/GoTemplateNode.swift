/// A parsed template: text, actions and the control structures around them.
indirect enum GoTemplateNode: Equatable, Sendable {
    case text(String)
    /// `{{pipeline}}`: prints its value, unless it only declares variables.
    case action(GoPipeline)
    case conditional(GoPipeline, then: [GoTemplateNode], otherwise: [GoTemplateNode])
    case range(GoPipeline, body: [GoTemplateNode], otherwise: [GoTemplateNode])
    case with(GoPipeline, body: [GoTemplateNode], otherwise: [GoTemplateNode])
    /// `{{template "name" pipeline}}`, also what `{{block}}` leaves in place.
    case include(name: String, GoPipeline?, GoTemplatePosition)
    case breakLoop, continueLoop
}

/// `$x := a | b arg | c`: commands, each given the value of the one before as its last argument.
struct GoPipeline: Equatable, Sendable {
    var variables: [String] = []
    /// `=` rather than `:=`: the variables exist already.
    var assigns = false
    var commands: [GoCommand] = []
    var position: GoTemplatePosition
}

/// One stage of a pipeline: a function and its arguments, or a single value.
struct GoCommand: Equatable, Sendable {
    var operands: [GoOperand]
    var position: GoTemplatePosition
}

indirect enum GoOperand: Equatable, Sendable {
    case dot
    /// `.a.b` on dot; where it is, for errors.
    case field([String], at: GoTemplatePosition)
    /// `$x.a.b` (`$` alone when the name is empty).
    case variable(String, fields: [String], at: GoTemplatePosition)
    case function(String)
    case string(String)
    case int(Int)
    case float(Double)
    case bool(Bool)
    case null
    /// `(pipeline).a.b`.
    case pipeline(GoPipeline, fields: [String], at: GoTemplatePosition)
}
